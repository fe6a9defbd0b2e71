/** Classrooms, subjects and years: data, not copy. The console filters match them exactly. */
export const CLASSROOMS = [
  'Terminale A4',
  'Terminale C',
  'Terminale D',
  'Première A4',
  'Première C',
  'Première D',
  'Seconde A4',
  'Seconde C',
] as const;

export const SUBJECTS = [
  'Mathematics',
  'Physics',
  'Chemistry',
  'Biology',
  'Literature',
  'Philosophy',
  'History',
  'Geography',
] as const;

export const YEARS = [2024, 2023, 2022, 2021, 2020] as const;

export type Classroom = (typeof CLASSROOMS)[number];
export type Subject = (typeof SUBJECTS)[number];
