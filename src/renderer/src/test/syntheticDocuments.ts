import { CLASSROOMS, SUBJECTS, YEARS } from '../content/catalogue';
import type { StudyDocument } from '../content/documents';

const KINDS = [
  'Cours',
  'Corrigé',
  'Sujet',
  'Exercices',
  'Fiche de révision',
  'Past paper',
] as const;

/** A deterministic catalogue of `count` documents, for the benchmark and pagination tests. */
export function syntheticDocuments(count: number): StudyDocument[] {
  return Array.from({ length: count }, (_, i) => {
    const subject = SUBJECTS[i % SUBJECTS.length] ?? 'Mathematics';
    const classroom = CLASSROOMS[(i * 7) % CLASSROOMS.length] ?? 'Terminale C';
    const year = YEARS[(i * 3) % YEARS.length] ?? 2024;
    const kind = KINDS[i % KINDS.length] ?? 'Cours';
    return {
      title: `${kind} ${subject} n°${i + 1} – Mathématiques appliquées ${year}`,
      titleLang: 'fr' as const,
      classroom,
      subject,
      year,
      url: `app://documents/synthetic-${i + 1}`,
    };
  });
}
