import { en } from './en/poster';
import { fr } from './fr/poster';
import type { PosterCopy, Locale } from './types';

/** The print view's copy, per language: imported by its chunk only. */
export const posterCopies: Record<Locale, PosterCopy> = { en, fr };
