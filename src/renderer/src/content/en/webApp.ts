import type { WebAppCopy } from '../types';

/** English copy of the installed app (see WebAppCopy). */
export const en: WebAppCopy = {
  name: '{brand} · Study app',
  description:
    'Lessons, corrections, exam papers, videos and quizzes for Seconde, Première and Terminale, aligned with the Cameroonian curriculum.',
  kioskName: '{brand} Kiosk',
  shortcuts: { console: 'Document Console', videos: 'Educational Videos' },
};
