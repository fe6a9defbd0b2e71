import type { Classroom, Subject } from './catalogue';
import type { Locale } from './types';

/** A catalogue entry as the console lists it: title, classroom, subject, year and url. */
export interface StudyDocument {
  title: string;
  /** The title's language: a title not in the page's language is marked for screen readers. */
  titleLang: Locale;
  classroom: Classroom;
  subject: Subject;
  year: number;
  /** Placeholder: documents are downloaded in the app. */
  url: string;
}

/** A sample document, titled in every language of the site. Sample data, client-side only. */
export interface SampleDocument extends Omit<StudyDocument, 'title' | 'titleLang'> {
  title: Readonly<Record<Locale, string>>;
}

export const SAMPLE_DOCUMENTS: readonly SampleDocument[] = [
  {
    title: {
      en: 'Mathematics – Baccalauréat C, paper and correction',
      fr: 'Mathématiques – Baccalauréat C, sujet et corrigé',
    },
    classroom: 'Terminale C',
    subject: 'Mathematics',
    year: 2024,
    url: 'in-app:documents/bac-c-maths-2024',
  },
  {
    title: {
      en: 'Physics – Probatoire D, mechanics and waves',
      fr: 'Physique – Probatoire D, mécanique et ondes',
    },
    classroom: 'Première D',
    subject: 'Physics',
    year: 2023,
    url: 'in-app:documents/proba-d-physics-2023',
  },
  {
    title: {
      en: 'Philosophy – Essay on freedom',
      fr: 'Philosophie – Dissertation, la liberté',
    },
    classroom: 'Terminale A4',
    subject: 'Philosophy',
    year: 2022,
    url: 'in-app:documents/bac-a4-philo-2022',
  },
  {
    title: {
      en: 'History – Cameroon from 1960 to today',
      fr: 'Histoire – Le Cameroun de 1960 à nos jours',
    },
    classroom: 'Seconde A4',
    subject: 'History',
    year: 2024,
    url: 'in-app:documents/seconde-a4-history-2024',
  },
];

const inLocale = (locale: Locale): readonly StudyDocument[] =>
  SAMPLE_DOCUMENTS.map(({ title, ...document }) => ({
    ...document,
    title: title[locale],
    titleLang: locale,
  }));

/** The samples as a page in each language lists them, built once: the console indexes a list once. */
const LISTED: Record<Locale, readonly StudyDocument[]> = { en: inLocale('en'), fr: inLocale('fr') };

/** The sample documents with every title in `locale`, the page's language. */
export function sampleDocuments(locale: Locale): readonly StudyDocument[] {
  return LISTED[locale];
}
