import english from 'simple-keyboard-layouts/build/layouts/english';
import french from 'simple-keyboard-layouts/build/layouts/french';
import type { Locale } from '../../../content/types';

/**
 * The keyboard's layouts: the letter rows of simple-keyboard-layouts' QWERTY
 * (English) and AZERTY (French), with digits above, and what a search needs
 * (space, backspace, Done, Close). Accented letters sit on a second layer.
 */
export const ACTION_KEYS = [
  '{bksp}',
  '{space}',
  '{done}',
  '{close}',
  '{accents}',
  '{letters}',
] as const;
export type ActionKey = (typeof ACTION_KEYS)[number];

// A type, not an interface: the library wants an object indexed by layer name.
export type KeyboardLayout = {
  default: string[];
  accents: string[];
};

/** The lower-case letters of a library row, in order: its punctuation and modifiers left out. */
function letters(row: string | undefined): string {
  return (row ?? '')
    .split(' ')
    .filter((key) => /^\p{Ll}$/u.test(key) && /[a-z]/.test(key))
    .join(' ');
}

function layoutFrom(rows: string[]): KeyboardLayout {
  return {
    default: [
      '1 2 3 4 5 6 7 8 9 0 {bksp}',
      letters(rows[1]),
      letters(rows[2]),
      `{accents} ${letters(rows[3])} -`,
      '{close} {space} {done}',
    ],
    accents: ['é è ê ë à â ç {bksp}', 'î ï ô ù û œ', '{letters} {space} {done}'],
  };
}

export const LAYOUTS: Record<Locale, KeyboardLayout> = {
  en: layoutFrom(english.layout.default ?? []),
  fr: layoutFrom(french.layout.default ?? []),
};
