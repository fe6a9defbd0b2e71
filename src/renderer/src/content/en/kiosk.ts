import type { KioskCopy } from '../types';

/** English copy of the kiosk (see KioskCopy). */
export const en: KioskCopy = {
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
  qrTypeIt: {
    email: 'Or write to {text}',
    whatsapp: 'Or message {text} on WhatsApp',
    store: 'Or type {text} in your phone’s browser',
  },
  openHere: 'Open on this screen',
  close: 'Close',
  heroQr: 'Scan to get the app',
  orType: 'or type',
  staffHold: 'Staff access: keep holding',
  attract: {
    prompt: 'Touch to discover',
    slides: {
      lessons: 'Lessons and corrections for every class, Seconde to Terminale',
      papers: 'Past exam papers to prepare for the Probatoire and the Bac',
      offline: 'Download once on Wi-Fi, revise offline anywhere',
      price: 'Free in Seconde · then Solo at {price} a month',
      store: 'Scan to get the app on your phone',
    },
    free: 'Free',
    paid: 'then Solo, {price} a month',
  },
};
