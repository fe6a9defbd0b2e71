import type { KioskCopy } from '../types';

/** French copy of the kiosk (see KioskCopy). */
export const fr: KioskCopy = {
  stillThere: 'Toujours là ?',
  countdown: 'Retour à l’accueil dans {seconds} s. Touche l’écran pour continuer.',
  stay: 'Je suis encore là',
  qrTitle: {
    store: 'Scanne pour avoir l’appli sur ton téléphone',
    blog: 'Scanne pour lire nos articles sur ton téléphone',
    whatsapp: 'Scanne pour discuter avec nous sur WhatsApp',
    email: 'Scanne pour nous écrire depuis ton téléphone',
    social: 'Scanne pour nous suivre sur ton téléphone',
    video: 'Scanne pour regarder cette vidéo sur ton téléphone',
    other: 'Scanne pour ouvrir ce lien sur ton téléphone',
  },
  qrHint: 'Vise le code avec l’appareil photo de ton téléphone.',
  qrImageLabel: 'Code QR de {url}',
  qrTypeIt: {
    email: 'Ou écris à {text}',
    whatsapp: 'Ou écris au {text} sur WhatsApp',
    store: 'Ou tape {text} dans le navigateur de ton téléphone',
  },
  openHere: 'Ouvrir sur cet écran',
  close: 'Fermer',
  heroQr: 'Scanne pour avoir l’appli',
  orType: 'ou tape',
  staffHold: 'Accès équipe : maintiens appuyé',
  attract: {
    prompt: 'Touche pour découvrir',
    slides: {
      lessons: 'Cours et corrigés pour chaque classe, de la Seconde à la Terminale',
      papers: 'Sujets d’examen passés pour préparer le Probatoire et le Bac',
      offline: 'Télécharge une fois en Wi-Fi, révise hors ligne partout',
      price: 'Gratuit en Seconde · puis Solo à {price} par mois',
      store: 'Scanne pour avoir l’appli sur ton téléphone',
    },
    free: 'Gratuit',
    paid: 'puis Solo, {price} par mois',
  },
};
