import { en } from './legal.en';
import { fr } from './legal.fr';
import type { LegalCopies, Locale } from './types';

/** Legal copy per language; imported only by the legal pages' chunks. */
export const legalCopies: Record<Locale, LegalCopies> = { en, fr };
