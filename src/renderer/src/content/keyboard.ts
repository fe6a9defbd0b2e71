import { en } from './en/keyboard';
import { fr } from './fr/keyboard';
import type { KeyboardCopy, Locale } from './types';

/** The on-screen keyboard's names, per language: imported by the keyboard chunk only. */
export const keyboardCopies: Record<Locale, KeyboardCopy> = { en, fr };
