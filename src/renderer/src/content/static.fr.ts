import type { StaticCopy } from './types';

/** Copie française du HTML statique (voir StaticCopy). */
export const fr: StaticCopy = {
  share: {
    title: '{brand} · Appli de révision pour les lycées camerounais',
    description:
      'Cours, corrigés, sujets d’examen, podcasts, vidéos et quiz de la Seconde à la Terminale. Gratuit pour toutes les classes avant la Première.',
    imageAlt:
      '{brand} : appli de révision pour la Seconde, la Première et la Terminale, sur Google Play',
  },
  noscript: {
    needsJavaScript:
      'Ce site a besoin de JavaScript, que ton navigateur a désactivé. Tu peux quand même obtenir l’appli, nous écrire et lire nos règles :',
    contactHeading: 'Contact',
    email: 'Écrire à {email}',
  },
  bootFailed: {
    message: '{brand} n’a pas pu démarrer. Vérifie ta connexion et réessaie.',
    retry: 'Réessayer',
  },
  staticPage: {
    backToApp: 'Ouvrir le site {brand}',
  },
};
