import { en } from './legal.en';
import { fr } from './legal.fr';
import type { LegalCopies, LegalPageId, Locale } from './types';

/** When each legal document last changed; a document without a date shows no "last updated" line. */
export const LEGAL_UPDATED: Partial<Record<LegalPageId, string>> = { privacy: '2024-12-13' };

/** Legal copy per language; imported only by the legal pages' chunks. */
export const legalCopies: Record<Locale, LegalCopies> = { en, fr };

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
  return `${locale === 'en' ? '' : `${locale}/`}${LEGAL_SLUGS[page]}/`;
}
