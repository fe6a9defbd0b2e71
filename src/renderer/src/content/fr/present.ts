import type { PresentCopy } from '../types';

/** French copy of presenter mode (see PresentCopy). */
export const fr: PresentCopy = {
  label: '{brand} : présentation',
  keys: 'Flèche droite, Page suivante, Espace ou Entrée : diapositive suivante. Flèche gauche ou Page précédente : diapositive précédente. Début et Fin : première et dernière diapositive. Un numéro de diapositive, puis Entrée : cette diapositive. B : écran noir. F : plein écran. S : mode présentateur. O : toutes les diapositives. L : changer de langue. Point d’interrogation : les touches. Échap : quitter le plein écran, puis la présentation.',
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
  faqAnswers: {
    what: 'Une appli de révision pour le lycée camerounais, sur ton téléphone.',
    classes: 'De la Seconde à la Terminale, A4, C et D : sciences et lettres.',
    free: 'Gratuit en Seconde ; une formule gratuite dès la Première.',
    plans: 'Solo au mois, Solo+ pour {soloPlusMonths} mois : payé dans l’appli.',
    data: 'Télécharge une fois en Wi-Fi, puis révise sans données.',
    help: 'E-mail ou WhatsApp : réponse en un jour de classe.',
  },
  fullScreenOffer: {
    text: 'Afficher les diapositives en plein écran ?',
    accept: 'Plein écran (F)',
    decline: 'Pas maintenant',
  },
  paused: {
    text: 'La présentation est en pause.',
    resume: 'Reprendre les diapositives',
    back: 'Retour au site',
  },
  help: {
    title: 'Touches',
    keys: [
      { id: 'next', keys: '→  Page suivante  Espace  Entrée', does: 'diapositive suivante' },
      { id: 'previous', keys: '←  Page précédente', does: 'diapositive précédente' },
      { id: 'ends', keys: 'Début  Fin', does: 'première, dernière diapositive' },
      { id: 'jump', keys: '1 … 12, Entrée', does: 'aller à cette diapositive' },
      { id: 'blank', keys: 'B  .', does: 'écran noir' },
      { id: 'fullscreen', keys: 'F', does: 'plein écran' },
      { id: 'view', keys: 'S', does: 'mode présentateur : notes, suivante, temps' },
      { id: 'overview', keys: 'O', does: 'toutes les diapositives' },
      { id: 'language', keys: 'L', does: 'autre langue' },
      { id: 'escape', keys: 'Échap', does: 'quitter le plein écran, puis les diapositives' },
    ],
  },
  overview: 'Toutes les diapositives',
  jump: 'Aller à la diapositive {number}',
  view: {
    label: '{brand} : mode présentateur',
    current: 'Maintenant',
    next: 'Ensuite',
    end: 'Fin des diapositives',
    notes: 'Notes',
    elapsed: 'Temps écoulé',
    clock: 'Heure',
    blocked:
      'Le navigateur a bloqué le mode présentateur : autorise les fenêtres pour ce site, puis appuie de nouveau sur S.',
  },
};
