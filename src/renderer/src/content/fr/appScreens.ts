import type { AppScreensCopy } from '../types';

/** Les mots dessinés sur les écrans de l’appli (voir AppScreensCopy). */
export const fr: AppScreensCopy = {
  correction: {
    title: 'Corrigé',
    paper: 'Bac C 2024 · Exercice 2',
    chip: 'Maths · Terminale C',
    statementHeading: 'Énoncé',
    statement: 'Résous dans ℝ l’équation',
    equation: '2x² − 3x − 2 = 0',
    steps: [
      {
        id: 'discriminant',
        heading: 'Calcule le discriminant',
        formulas: ['Δ = b² − 4ac = 9 + 16 = 25'],
      },
      {
        id: 'roots',
        heading: 'Δ > 0, donc deux racines',
        formulas: ['x₁ = (3 − 5) / 4 = −1/2', 'x₂ = (3 + 5) / 4 = 2'],
      },
    ],
    conclusion: 'Solutions',
    solution: 'S = {−1/2\u202f; 2}',
    next: 'Exercice suivant',
  },
  quiz: {
    title: 'Quiz',
    chip: 'Physique · Première D',
    progress: 'Question 3 sur 10',
    question: ['Quelle unité mesure', 'une force\u202f?'],
    answers: [
      { id: 'newton', text: 'Le newton (N)', correct: true },
      { id: 'joule', text: 'Le joule (J)', correct: false },
      { id: 'watt', text: 'Le watt (W)', correct: false },
      { id: 'pascal', text: 'Le pascal (Pa)', correct: false },
    ],
    feedback: 'Bravo\u202f! F = m × a, en newtons.',
    next: 'Question suivante',
  },
  documents: {
    title: 'Sujets d’examen',
    search: 'Cherche un sujet, une matière',
    filters: [
      { id: 'all', label: 'Tout', selected: true },
      { id: 'maths', label: 'Maths', selected: false },
      { id: 'physics', label: 'Physique', selected: false },
      { id: 'chemistry', label: 'Chimie', selected: false },
    ],
    items: [
      { id: 'bac-maths', title: 'Bac Maths, épreuve 1', meta: 'Terminale C · 2024', offline: true },
      {
        id: 'probatoire-physics',
        title: 'Probatoire Physique',
        meta: 'Première D · 2023',
        offline: true,
      },
      {
        id: 'chemistry',
        title: 'Chimie\u00a0: les acides',
        meta: 'Terminale D · 2024',
        offline: false,
      },
      { id: 'philosophy', title: 'Sujets de philo', meta: 'Terminale A4 · 2023', offline: false },
      { id: 'history', title: 'Histoire du Cameroun', meta: 'Première A4 · 2022', offline: false },
    ],
    offline: 'Hors ligne',
  },
  sharing: {
    title: 'Partagés par ma classe',
    group: 'Terminale D · 34 élèves',
    items: [
      {
        id: 'aicha',
        initials: 'AN',
        name: 'Aïcha N.',
        title: 'Fiche de génétique',
        useful: 'Utile pour 18 élèves',
      },
      {
        id: 'junior',
        initials: 'JT',
        name: 'Junior T.',
        title: 'Probatoire 2023 corrigé',
        useful: 'Utile pour 12 élèves',
      },
      {
        id: 'grace',
        initials: 'GM',
        name: 'Grâce M.',
        title: 'Philosophie\u00a0: citations',
        useful: 'Utile pour 9 élèves',
      },
      {
        id: 'paul',
        initials: 'PE',
        name: 'Paul E.',
        title: 'Formules d’optique',
        useful: 'Utile pour 7 élèves',
      },
    ],
    share: 'Partager un document',
  },
};
