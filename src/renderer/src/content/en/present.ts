import type { PresentCopy } from '../types';

/** English copy of presenter mode (see PresentCopy). */
export const en: PresentCopy = {
  label: '{brand}: presentation',
  keys: 'Right arrow, Page Down, Space or Enter: next slide. Left arrow or Page Up: previous slide. Home and End: first and last slide. A slide number, then Enter: that slide. B: black screen. F: full screen. S: presenter view. O: all slides. L: switch language. Question mark: the keys. Escape: leave full screen, then the presentation.',
  position: 'Slide {current} of {total}',
  announce: '{position}: {title}',
  blanked: 'Black screen. Press B to show the slide again.',
  scan: 'Scan to get the app',
  orVisit: 'or go to {address}',
  qrLabel: 'QR code for {url}',
  closing: 'Scan to download',
  controls: {
    previous: 'Previous slide',
    next: 'Next slide',
    leave: 'Leave the presentation',
  },
  faqAnswers: {
    what: 'A study app for the Cameroonian lycée, on your phone.',
    classes: 'Seconde to Terminale, A4, C and D: sciences and humanities.',
    free: 'Free in Seconde; a free plan from Première on.',
    plans: 'Solo by the month, Solo+ for {soloPlusMonths} months: paid in the app.',
    data: 'Download once on Wi-Fi, then study without data.',
    help: 'Email or WhatsApp: we answer within one school day.',
  },
  fullScreenOffer: {
    text: 'Show the slides full screen?',
    accept: 'Full screen (F)',
    decline: 'Not now',
  },
  paused: {
    text: 'The presentation is paused.',
    resume: 'Resume the slides',
    back: 'Back to the site',
  },
  help: {
    title: 'Keys',
    keys: [
      { id: 'next', keys: '→  Page Down  Space  Enter', does: 'next slide' },
      { id: 'previous', keys: '←  Page Up', does: 'previous slide' },
      { id: 'ends', keys: 'Home  End', does: 'first, last slide' },
      { id: 'jump', keys: '1 … 12, Enter', does: 'go to that slide' },
      { id: 'blank', keys: 'B  .', does: 'black screen' },
      { id: 'fullscreen', keys: 'F', does: 'full screen' },
      { id: 'view', keys: 'S', does: 'presenter view: notes, next slide, time' },
      { id: 'overview', keys: 'O', does: 'all slides' },
      { id: 'language', keys: 'L', does: 'other language' },
      { id: 'escape', keys: 'Escape', does: 'leave full screen, then the slides' },
    ],
  },
  overview: 'All slides',
  jump: 'Go to slide {number}',
  view: {
    label: '{brand}: presenter view',
    current: 'Now',
    next: 'Next',
    end: 'End of the slides',
    notes: 'Notes',
    elapsed: 'Time since the start',
    clock: 'Time of day',
    blocked:
      'The browser blocked the presenter view: allow pop-ups for this site, then press S again.',
  },
};
