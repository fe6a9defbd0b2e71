import type { KeyboardCopy } from '../types';

/** English copy of the on-screen keyboard (see KeyboardCopy). */
export const en: KeyboardCopy = {
  label: 'On-screen keyboard',
  keys: {
    backspace: 'Backspace',
    space: 'Space',
    done: 'Done',
    close: 'Close keyboard',
    accents: 'Accented letters',
    letters: 'Letters',
  },
};
