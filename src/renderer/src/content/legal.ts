import { en } from './legal.en';
import { fr } from './legal.fr';
import type { LegalCopies, LegalPageId, Locale } from './types';

/** When each legal document last changed; a document without a date shows no "last updated" line. */
export const LEGAL_UPDATED: Partial<Record<LegalPageId, string>> = { privacy: '2024-12-13' };

/** Legal copy per language; imported only by the legal pages' chunks. */
export const legalCopies: Record<Locale, LegalCopies> = { en, fr };
