import type { PresentCopy } from '../types';

/** French copy of presenter mode (see PresentCopy). */
export const fr: PresentCopy = {
  label: '{brand} : présentation',
  keys: 'Flèche droite, Page suivante, Espace ou Entrée : diapositive suivante. Flèche gauche ou Page précédente : diapositive précédente. Début et Fin : première et dernière diapositive. B : écran noir. L : changer de langue. Échap : quitter la présentation.',
  position: 'Diapositive {current} sur {total}',
  announce: '{position} : {title}',
  blanked: 'Écran noir. Appuie sur B pour revoir la diapositive.',
  scan: 'Scanne pour avoir l’appli',
  orVisit: 'ou va sur {address}',
  qrLabel: 'QR code de {url}',
  closing: 'Scanne pour télécharger',
  controls: {
    previous: 'Diapositive précédente',
    next: 'Diapositive suivante',
    leave: 'Quitter la présentation',
  },
};
