import { en } from './en/legal';
import { fr } from './fr/legal';
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
