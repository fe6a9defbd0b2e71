import type { KeyboardCopy } from '../types';

/** French copy of the on-screen keyboard (see KeyboardCopy). */
export const fr: KeyboardCopy = {
  label: 'Clavier à l’écran',
  keys: {
    backspace: 'Effacer',
    space: 'Espace',
    done: 'Terminé',
    close: 'Fermer le clavier',
    accents: 'Lettres accentuées',
    letters: 'Lettres',
  },
};
