// Relative, not @shared: the build's config files load this module with Node's own resolver.
import {
  DEFAULT_LOCALE,
  isLocale,
  type Locale,
  LOCALES,
  localePagePath,
} from '../../../shared/locales';

/**
 * The site's languages (one list, in src/shared/locales.ts) as plain lists,
 * free of any copy, so the boot script (src/boot.ts) can read them without
 * pulling a language in.
 */
export { DEFAULT_LOCALE, isLocale, LOCALES, localePagePath };

/** A language's "page not found" from the site's root (404.html, fr/404.html), which hosts serve for a missing address. */
export function notFoundPagePath(locale: Locale): string {
  return `${localePagePath(locale)}404.html`;
}

/**
 * The way back to the site's root from a language's page (`./`, `../` from
 * `fr/`). A language page's links go through it, so they also hold where a
 * host serves that page at the root itself (site.conf's French root): `../`
 * from the root stays at the root.
 */
export function localePageRoot(locale: Locale): string {
  return '../'.repeat(localePagePath(locale).split('/').length - 1) || './';
}

/**
 * The landing page's language pages by hreflang, relative to the site root:
 * each language, then `x-default` (the root), for `<link rel="alternate">` and the sitemap.
 */
export function landingAlternates(): [hreflang: string, path: string][] {
  return [
    ...LOCALES.map((locale): [string, string] => [locale, localePagePath(locale)]),
    ['x-default', localePagePath(DEFAULT_LOCALE)],
  ];
}
