import type { Locale, WebAppCopy } from './types';

/** Names of the installed app; the build fills {brand} from the site configuration. */
export const webAppCopies: Record<Locale, WebAppCopy> = {
  en: {
    name: '{brand} · Study app',
    description:
      'Lessons, corrections, exam papers, videos and quizzes for Seconde, Première and Terminale, aligned with the Cameroonian curriculum.',
    kioskName: '{brand} Kiosk',
    shortcuts: { console: 'Document Console', videos: 'Educational Videos' },
  },
  fr: {
    name: '{brand} · Appli de révision',
    description:
      'Cours, corrigés, sujets d’examen, vidéos et quiz de la Seconde à la Terminale, conformes au programme camerounais.',
    kioskName: '{brand} Borne',
    shortcuts: { console: 'Console de documents', videos: 'Vidéos éducatives' },
  },
};
