import type { KioskCopy, Locale } from './types';

/** Kiosk-only copy: imported by the kiosk chunk, so the public website never downloads it. */
export const kioskCopies: Record<Locale, KioskCopy> = {
  en: {
    stillThere: 'Still there?',
    countdown: 'Starting over in {seconds} s. Touch the screen to keep going.',
    stay: 'I’m still here',
    qrTitle: {
      store: 'Scan to get the app on your phone',
      blog: 'Scan to read our articles on your phone',
      whatsapp: 'Scan to chat with us on WhatsApp',
      email: 'Scan to write to us from your phone',
      social: 'Scan to follow us on your phone',
      video: 'Scan to watch this video on your phone',
      other: 'Scan to open this link on your phone',
    },
    qrHint: 'Point your phone’s camera at the code.',
    qrImageLabel: 'QR code for {url}',
    qrTypeIt: { email: 'Or write to {text}', whatsapp: 'Or message {text} on WhatsApp' },
    openHere: 'Open on this screen',
    close: 'Close',
    heroQr: 'Scan to get the app',
    attract: {
      prompt: 'Touch to discover',
      slides: {
        lessons: 'Lessons and corrections for every class, Seconde to Terminale',
        papers: 'Past exam papers to prepare for the Probatoire and the Bac',
        offline: 'Download once on Wi-Fi, revise offline anywhere',
        price: 'Free below Première · Solo at {price} a month',
        store: 'Scan to get the app on your phone',
      },
    },
  },
  fr: {
    stillThere: 'Toujours là ?',
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
    qrTypeIt: { email: 'Ou écris à {text}', whatsapp: 'Ou écris au {text} sur WhatsApp' },
    openHere: 'Ouvrir sur cet écran',
    close: 'Fermer',
    heroQr: 'Scanne pour avoir l’appli',
    attract: {
      prompt: 'Touche pour découvrir',
      slides: {
        lessons: 'Cours et corrigés pour chaque classe, de la Seconde à la Terminale',
        papers: 'Sujets d’examen passés pour préparer le Probatoire et le Bac',
        offline: 'Télécharge une fois en Wi-Fi, révise hors ligne partout',
        price: 'Gratuit avant la Première · Solo à {price} par mois',
        store: 'Scanne pour avoir l’appli sur ton téléphone',
      },
    },
  },
};
