import type { WebAppCopy } from '../types';

/** French copy of the installed app (see WebAppCopy). */
export const fr: WebAppCopy = {
  name: '{brand} · Appli de révision',
  description:
    'Cours, corrigés, sujets d’examen, vidéos et quiz de la Seconde à la Terminale, conformes au programme camerounais.',
  kioskName: '{brand} Borne',
  shortcuts: { console: 'Console de documents', videos: 'Vidéos éducatives' },
};
