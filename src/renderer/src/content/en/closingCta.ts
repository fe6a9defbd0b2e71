import type { ClosingCtaCopy } from '../types';

/** English copy of the landing page's closing band (see ClosingCtaCopy). */
export const en: ClosingCtaCopy = {
  heading: 'Your next exam starts today',
  text: 'Lessons, past papers and quizzes for Seconde to Terminale, on your phone, offline too.',
};
