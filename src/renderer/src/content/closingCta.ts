import { en } from './en/closingCta';
import { fr } from './fr/closingCta';
import type { ClosingCtaCopy, Locale } from './types';

/**
 * The closing band's copy per language, imported by the band alone: it rides in
 * the landing sections' chunk, out of the first view's JavaScript.
 */
export const closingCtaCopies: Record<Locale, ClosingCtaCopy> = { en, fr };
