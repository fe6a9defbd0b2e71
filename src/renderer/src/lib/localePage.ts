import { DEFAULT_LOCALE, isLocale, localePageRoot, localePagePath } from '../content/locales';
import type { Locale } from '../content/types';
import { browserLocale } from './preferredLocale';

/**
 * The website has a prerendered landing page per language: English at the
 * site's root, French under `fr/` (tooling/prerender). Each page's <html>
 * carries its language and `data-site-root`, the way back to the root (`./`,
 * `../`); the Electron renderer's page is not prerendered and has neither.
 */
export interface LocalePage {
  locale: Locale;
  siteRoot: string;
}

export function readLocalePage(doc: Document): LocalePage | null {
  const html = doc.documentElement;
  const siteRoot = html.getAttribute('data-site-root');
  return siteRoot !== null && isLocale(html.lang) ? { locale: html.lang, siteRoot } : null;
}

/**
 * The language a visit starts in. A remembered choice wins. Otherwise the
 * browser's language decides at the site's root (and in the shell), while a
 * language's own page (`fr/`, a link someone shared) keeps its language.
 */
export function startLocale(
  page: LocalePage | null,
  stored: unknown,
  languages: readonly string[],
): Locale {
  if (isLocale(stored)) return stored;
  if (page && page.locale !== DEFAULT_LOCALE) return page.locale;
  return browserLocale(languages);
}

/**
 * The language a kiosk returns to at each idle reset, once the visitor's
 * choice is forgotten: its page's (`fr/?kiosk=1` stays French in an English
 * browser, the root's English in a French one), else (the shell, no page) the
 * browser's. `page` must be read before <html lang> follows the visitor.
 */
export function resetLocaleOf(page: LocalePage | null, languages: readonly string[]): Locale {
  return page ? page.locale : browserLocale(languages);
}

/**
 * The page of `locale` with this query and hash, when it is not this page;
 * else null. Never this very address: a host that picks the root's language
 * (site.conf) may serve the French page at the root, and a visitor there who
 * chose English with no cookie to tell the host so would get it again, for
 * ever. The app then shows their language in place (main.tsx).
 */
export function localeRedirect(
  page: LocalePage | null,
  locale: Locale,
  location: { href: string; search: string; hash: string },
): string | null {
  if (!page || page.locale === locale) return null;
  const target = `${page.siteRoot}${localePagePath(locale)}${location.search}${location.hash}`;
  const here = new URL(location.href);
  return new URL(target, here).pathname === here.pathname ? null : target;
}

/** The site's root relative to this page (`./`, or `../` from `fr/`): where the service worker and manifests are. */
export function siteRoot(doc: Document): string {
  return readLocalePage(doc)?.siteRoot ?? './';
}

/**
 * The way from the page being rendered to the site's root, where the build's
 * image files are (tooling/images): the language page's own, the same in the
 * build's prerender (Node, no document) as in the browser that hydrates it.
 */
export function renderedSiteRoot(locale: Locale): string {
  return typeof document === 'undefined' ? localePageRoot(locale) : siteRoot(document);
}
