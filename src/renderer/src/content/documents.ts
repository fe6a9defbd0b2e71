import type { Classroom, Subject } from './catalogue';
import type { Locale } from './types';

/** A catalogue entry: title, classroom, subject, year and url. Sample data, client-side only. */
export interface StudyDocument {
  title: string;
  /** The title's language: a document keeps its own title on both pages, marked for screen readers. */
  titleLang: Locale;
  classroom: Classroom;
  subject: Subject;
  year: number;
  /** Placeholder: documents are downloaded in the app. */
  url: string;
}

export const SAMPLE_DOCUMENTS: readonly StudyDocument[] = [
  {
    title: 'Mathématiques – Baccalauréat C, sujet et corrigé',
    titleLang: 'fr',
    classroom: 'Terminale C',
    subject: 'Mathematics',
    year: 2024,
    url: 'in-app:documents/bac-c-maths-2024',
  },
  {
    title: 'Physics – Probatoire D, mechanics and waves',
    titleLang: 'en',
    classroom: 'Première D',
    subject: 'Physics',
    year: 2023,
    url: 'in-app:documents/proba-d-physics-2023',
  },
  {
    title: 'Philosophie – Dissertation, la liberté',
    titleLang: 'fr',
    classroom: 'Terminale A4',
    subject: 'Philosophy',
    year: 2022,
    url: 'in-app:documents/bac-a4-philo-2022',
  },
  {
    title: 'History – Cameroon from 1960 to today',
    titleLang: 'en',
    classroom: 'Seconde A4',
    subject: 'History',
    year: 2024,
    url: 'in-app:documents/seconde-a4-history-2024',
  },
];
