import { en } from './legal.en';
import { fr } from './legal.fr';
import type { LegalCopies, Locale } from './types';

export {
  LEGAL_PAGES,
  LEGAL_SLUGS,
  LEGAL_UPDATED,
  staticLegalAlternates,
  staticLegalPath,
} from './legalPages';

/** Legal copy per language; imported only by the legal pages' chunks. */
export const legalCopies: Record<Locale, LegalCopies> = { en, fr };
