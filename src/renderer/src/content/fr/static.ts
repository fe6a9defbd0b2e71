import type { StaticCopy } from '../types';

/** Copie française du HTML statique (voir StaticCopy). */
export const fr: StaticCopy = {
  share: {
    title: '{brand} · Appli de révision pour les lycées camerounais',
    description:
      'Cours, corrigés, sujets d’examen, podcasts, vidéos et quiz de la Seconde à la Terminale. Gratuit en Seconde (A4, C), toutes les classes du lycée avant la Première.',
    imageAlt:
      '{brand} : appli de révision pour la Seconde, la Première et la Terminale, sur Google Play',
  },
  bootFailed: {
    message: '{brand} n’a pas pu finir de charger. Vérifie ta connexion et réessaie.',
    retry: 'Réessayer',
    kioskMessage:
      '{brand} n’a pas pu démarrer sur cette borne. Elle réessaie toute seule. Personnel : vérifiez la connexion réseau ou redémarrez la borne.',
  },
  belowFloor: {
    message:
      'Ce navigateur est trop ancien pour ouvrir cette page du site {brand}. L’application {brand} marche sur ton téléphone, et les pages légales s’ouvrent ici.',
    privacyPolicy: 'Politique de confidentialité',
    termsOfUse: 'Conditions d’utilisation',
  },
  staticPage: {
    backToApp: 'Ouvrir le site {brand}',
  },
  notFound: {
    title: 'Page introuvable · {brand}',
    heading: 'Cette page n’existe pas',
    message:
      'L’adresse est peut-être mal tapée, ou la page a changé de place. Tout le site part de la page d’accueil.',
    home: 'Aller à la page d’accueil',
  },
  offline: {
    title: 'Hors ligne · {brand}',
    heading: 'Tu es hors ligne',
    message:
      'Cette page n’est pas encore enregistrée sur cet appareil. Les pages que tu as déjà ouvertes marchent sans connexion.',
    retry: 'Réessayer',
    home: 'Aller à la page d’accueil',
  },
};
