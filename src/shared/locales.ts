/**
 * The site's languages: the one list every language rule reads, the app's
 * copy and pages (src/renderer/src/content/locales.ts re-exports it), the
 * service worker's language pages (webApp.ts) and nginx's language choice
 * (tooling/hosting/nginxSiteConf.ts). Here, below every part of src/, so the
 * worker reads the same list as the app.
 */
export type Locale = 'en' | 'fr';

export const LOCALES: readonly Locale[] = ['en', 'fr'];
export const DEFAULT_LOCALE: Locale = 'en';

/** Whether `value` (a stored choice, a cookie, an address, a page's `lang`) names one of the site's languages. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * A language's own pages, relative to the site's root: the default language
 * at the root (`''`), the others in a folder (`fr/`). The website has its
 * prerendered landing page and its static legal pages there.
 */
export function localePagePath(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `${locale}/`;
}

/**
 * The language of one of the site's pages, by its path from the site's root:
 * a page in a language's folder (`fr/privacy-policy/index.html`) is in that
 * language, any other (`privacy-policy/index.html`, `404.html`) in the default one.
 */
export function localeOfPage(path: string): Locale {
  const folder = (locale: Locale) =>
    locale !== DEFAULT_LOCALE && path.startsWith(localePagePath(locale));
  return LOCALES.find(folder) ?? DEFAULT_LOCALE;
}
