import type { StaticCopy } from './types';

/** English static-HTML copy (see StaticCopy). */
export const en: StaticCopy = {
  share: {
    title: '{brand} · Study app for Cameroonian secondary schools',
    description:
      'Lessons, corrections, exam papers, podcasts, videos and quizzes for Seconde to Terminale. Free for all classrooms below Première.',
    imageAlt: '{brand}: study app for Seconde, Première and Terminale, on Google Play',
  },
  noscript: {
    needsJavaScript:
      'This website needs JavaScript, which your browser has turned off. You can still get the app, talk to us and read our policies:',
    contactHeading: 'Contact',
    email: 'Email {email}',
  },
  bootFailed: {
    message: '{brand} could not start. Check your connection and try again.',
    retry: 'Retry',
  },
  staticPage: {
    backToApp: 'Open the {brand} website',
  },
};
