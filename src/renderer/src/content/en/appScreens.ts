import type { AppScreensCopy } from '../types';

/** English words drawn on the app's screens (see AppScreensCopy). */
export const en: AppScreensCopy = {
  correction: {
    title: 'Correction',
    paper: 'Bac C 2024 · Exercise 2',
    chip: 'Maths · Terminale C',
    statementHeading: 'Exercise',
    statement: 'Solve in ℝ the equation',
    equation: '2x² − 3x − 2 = 0',
    steps: [
      {
        id: 'discriminant',
        heading: 'Work out the discriminant',
        formulas: ['Δ = b² − 4ac = 9 + 16 = 25'],
      },
      {
        id: 'roots',
        heading: 'Δ > 0, so two roots',
        formulas: ['x₁ = (3 − 5) / 4 = −1/2', 'x₂ = (3 + 5) / 4 = 2'],
      },
    ],
    conclusion: 'Solutions',
    solution: 'S = {−1/2, 2}',
    next: 'Next exercise',
  },
  quiz: {
    title: 'Quiz',
    chip: 'Physics · Première D',
    progress: 'Question 3 of 10',
    question: ['Which unit measures', 'a force?'],
    answers: [
      { id: 'newton', text: 'The newton (N)', correct: true },
      { id: 'joule', text: 'The joule (J)', correct: false },
      { id: 'watt', text: 'The watt (W)', correct: false },
      { id: 'pascal', text: 'The pascal (Pa)', correct: false },
    ],
    feedback: 'Right! F = m × a, in newtons.',
    next: 'Next question',
  },
  documents: {
    title: 'Past papers',
    search: 'Search a paper, a subject',
    filters: [
      { id: 'all', label: 'All', selected: true },
      { id: 'maths', label: 'Maths', selected: false },
      { id: 'physics', label: 'Physics', selected: false },
      { id: 'chemistry', label: 'Chemistry', selected: false },
    ],
    items: [
      { id: 'bac-maths', title: 'Bac Maths, paper 1', meta: 'Terminale C · 2024', offline: true },
      {
        id: 'probatoire-physics',
        title: 'Probatoire Physics',
        meta: 'Première D · 2023',
        offline: true,
      },
      { id: 'chemistry', title: 'Chemistry: acids', meta: 'Terminale D · 2024', offline: false },
      { id: 'philosophy', title: 'Philosophy topics', meta: 'Terminale A4 · 2023', offline: false },
      { id: 'history', title: 'History of Cameroon', meta: 'Première A4 · 2022', offline: false },
    ],
    offline: 'Offline',
  },
  sharing: {
    title: 'Shared by my class',
    group: 'Terminale D · 34 students',
    items: [
      {
        id: 'aicha',
        initials: 'AN',
        name: 'Aïcha N.',
        title: 'Genetics summary',
        useful: '18 found it useful',
      },
      {
        id: 'junior',
        initials: 'JT',
        name: 'Junior T.',
        title: 'Probatoire 2023, solved',
        useful: '12 found it useful',
      },
      {
        id: 'grace',
        initials: 'GM',
        name: 'Grâce M.',
        title: 'Philosophy: key quotes',
        useful: '9 found it useful',
      },
      {
        id: 'paul',
        initials: 'PE',
        name: 'Paul E.',
        title: 'Optics formulas',
        useful: '7 found it useful',
      },
    ],
    share: 'Share a document',
  },
};
