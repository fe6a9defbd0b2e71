import { en } from './en/present';
import { fr } from './fr/present';
import type { Locale, PresentCopy } from './types';

/** Presenter mode's copy: imported by its chunk only, so the website never downloads it. */
export const presentCopies: Record<Locale, PresentCopy> = { en, fr };
