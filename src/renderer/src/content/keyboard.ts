import type { Locale } from './types';

/** The kiosk's on-screen keyboard: its region's name and the names of its action keys. */
export interface KeyboardCopy {
  label: string;
  keys: {
    backspace: string;
    space: string;
    done: string;
    close: string;
    accents: string;
    letters: string;
  };
}

export const keyboardCopies: Record<Locale, KeyboardCopy> = {
  en: {
    label: 'On-screen keyboard',
    keys: {
      backspace: 'Backspace',
      space: 'Space',
      done: 'Done',
      close: 'Close keyboard',
      accents: 'Accented letters',
      letters: 'Letters',
    },
  },
  fr: {
    label: 'Clavier à l’écran',
    keys: {
      backspace: 'Effacer',
      space: 'Espace',
      done: 'Terminé',
      close: 'Fermer le clavier',
      accents: 'Lettres accentuées',
      letters: 'Lettres',
    },
  },
};
