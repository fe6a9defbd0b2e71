import { DEFAULT_LOCALE, LOCALES, localePagePath } from './locales';
import type { LegalPageId, Locale } from './types';

/*
 * The legal pages' ids, slugs, dates and static paths, without their copy:
 * the footer links them from the entry chunk, where the copy (content/legal.ts,
 * the legal pages' own chunk) must not go.
 */

/** Every legal page, in the order the site lists them. */
export const LEGAL_PAGES: readonly LegalPageId[] = ['privacy', 'terms'];

/** When each legal document last changed; a document without a date shows no "last updated" line. */
export const LEGAL_UPDATED: Partial<Record<LegalPageId, string>> = { privacy: '2024-12-13' };

/** The legal pages' path segment: the app's hash route and the static page the build writes. */
export const LEGAL_SLUGS: Record<LegalPageId, string> = {
  privacy: 'privacy-policy',
  terms: 'terms-of-use',
};

/**
 * Where the static copy of a legal page lives, relative to the site root:
 * `privacy-policy/` in English, `fr/privacy-policy/` in French. Readable
 * without JavaScript, for app-store reviewers, crawlers and Opera Mini.
 */
export function staticLegalPath(page: LegalPageId, locale: Locale): string {
  return `${localePagePath(locale)}${LEGAL_SLUGS[page]}/`;
}

/**
 * A legal page's static copies by hreflang, relative to the site root: each
 * language, then `x-default` (the default language's), for `<link
 * rel="alternate">` and the sitemap.
 */
export function staticLegalAlternates(page: LegalPageId): [hreflang: string, path: string][] {
  return [
    ...LOCALES.map((locale): [string, string] => [locale, staticLegalPath(page, locale)]),
    ['x-default', staticLegalPath(page, DEFAULT_LOCALE)],
  ];
}
