import type { ClosingCtaCopy } from '../types';

/** French copy of the landing page's closing band (see ClosingCtaCopy). */
export const fr: ClosingCtaCopy = {
  heading: 'Ton prochain examen se prépare aujourd’hui',
  text: 'Cours, sujets d’examen et quiz de la Seconde à la Terminale, sur ton téléphone, même hors ligne.',
};
