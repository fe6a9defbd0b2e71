import { describe, expect, it } from 'vitest';
import { sampleDocuments, type StudyDocument } from '../../content/documents';
import { en } from '../../content/en/site';
import { fr } from '../../content/fr/site';
import {
  EMPTY_FILTERS,
  filterDocuments,
  indexDocuments,
  type DocumentFilters,
} from './filterDocuments';

const docs: StudyDocument[] = [
  {
    title: 'Mathématiques – sujet',
    titleLang: 'fr',
    classroom: 'Terminale C',
    subject: 'Mathematics',
    year: 2024,
    url: 'a',
  },
  {
    title: 'Mathematics revision (C++ notes)',
    titleLang: 'en',
    classroom: 'Première C',
    subject: 'Mathematics',
    year: 2023,
    url: 'b',
  },
  {
    title: 'Physics waves',
    titleLang: 'en',
    classroom: 'Terminale C',
    subject: 'Physics',
    year: 2023,
    url: 'c',
  },
  {
    title: 'History [1960-2024] *',
    titleLang: 'en',
    classroom: 'Seconde A4',
    subject: 'History',
    year: 2024,
    url: 'd',
  },
];
const subjectNames = en.subjects;
const index = indexDocuments(docs);
const titles = (filters: Partial<DocumentFilters>): string[] =>
  filterDocuments(index, { ...EMPTY_FILTERS, ...filters }).map((doc) => doc.url);

describe('filterDocuments', () => {
  it('returns everything with no criteria, in the original order', () => {
    expect(titles({})).toEqual(['a', 'b', 'c', 'd']);
  });

  it('matches the title as a case-insensitive substring', () => {
    expect(titles({ search: 'math' })).toEqual(['a', 'b']);
    expect(titles({ search: 'WAVES' })).toEqual(['c']);
    expect(titles({ search: 'ys' })).toEqual(['c']);
  });

  it('ignores accents on both sides: mathematiques and MATHÉMATIQUES find Mathématiques', () => {
    // b by its subject, Mathematics, whose French name is Mathématiques.
    expect(titles({ search: 'mathematiques' })).toEqual(['a', 'b']);
    expect(titles({ search: 'MATHÉMATIQUES' })).toEqual(['a', 'b']);
    expect(titles({ search: 'mathematiques - sujet' })).toEqual(['a']);
    expect(titles({ search: 'MATHÉMATIQUES – SUJET' })).toEqual(['a']);
    expect(titles({ search: 'mathé' })).toEqual(['a', 'b']);
    expect(titles({ search: 'physìcs' })).toEqual(['c']);
  });

  it('treats a decomposed é like a composed one', () => {
    expect(titles({ search: 'Mathe\u0301matiques sujet' })).toEqual(['a']);
  });

  it('treats regular-expression characters as plain text and never throws', () => {
    for (const search of ['(', ')', '[', '*', '.*', '\\', '+', '?', '^$', '{2}', '|']) {
      expect(() => titles({ search })).not.toThrow();
    }
    expect(titles({ search: '.*' })).toEqual([]);
    expect(titles({ search: '(C++' })).toEqual(['b']);
    expect(titles({ search: '[1960-2024] *' })).toEqual(['d']);
  });

  it('finds a title’s en dash from the hyphen a phone keyboard types', () => {
    const dashed = indexDocuments([
      { ...docs[0], title: 'Physics – Probatoire D, mechanics and waves' } as StudyDocument,
    ]);
    for (const search of ['physics - probatoire', '-', 'Physics – Probatoire', 'physics — p']) {
      expect(filterDocuments(dashed, { ...EMPTY_FILTERS, search }), search).toHaveLength(1);
    }
  });

  it('trims the spaces a phone keyboard adds around a word', () => {
    expect(titles({ search: 'math ' })).toEqual(['a', 'b']);
    expect(titles({ search: '  waves' })).toEqual(['c']);
    expect(titles({ search: ' ' })).toEqual(['a', 'b', 'c', 'd']);
    expect(titles({ search: 'physics waves' })).toEqual(['c']);
  });

  it('finds a row by its subject as the table names it in the reader’s language', () => {
    const french = indexDocuments(docs, { ...subjectNames, History: 'Histoire' });
    const found = filterDocuments(french, { ...EMPTY_FILTERS, search: 'histoire' });
    expect(found.map((doc) => doc.url)).toEqual(['d']);
  });

  it('forgives what students type: short forms, plurals, words in any order, the other language', () => {
    const typed = indexDocuments(
      [
        { ...docs[0], title: 'Mathématiques – Baccalauréat C, sujet et corrigé', url: 'bac' },
        { ...docs[1], title: 'Équation du second degré', url: 'equation' },
        { ...docs[3], title: 'L’histoire du Cameroun', url: 'history' },
      ] as StudyDocument[],
      subjectNames,
    );
    const found = (search: string): string[] =>
      filterDocuments(typed, { ...EMPTY_FILTERS, search }).map((doc) => doc.url);
    expect(found('maths')).toEqual(['bac', 'equation']);
    expect(found('MATHS')).toEqual(['bac', 'equation']);
    expect(found('bac')).toEqual(['bac']);
    expect(found('BAC maths')).toEqual(['bac']);
    expect(found('corrigé maths bac')).toEqual(['bac']);
    expect(found('equations')).toEqual(['equation']);
    expect(found('Équations')).toEqual(['equation']);
    expect(found('equation')).toEqual(['equation']);
    // The subject in either language, whichever page the student is on.
    expect(found('histoire')).toEqual(['history']);
    expect(found('mathématiques')).toEqual(['bac', 'equation']);
    // A straight apostrophe finds the typographic one.
    expect(found("l'histoire")).toEqual(['history']);
    expect(found('maths physics')).toEqual([]);
  });

  it('finds a subject by the short names of the Cameroonian timetable', () => {
    const timetable = indexDocuments([
      { ...docs[0], subject: 'Biology', title: 'Cellule', url: 'svt' },
      { ...docs[0], subject: 'Chemistry', title: 'Moles', url: 'pct' },
    ] as StudyDocument[]);
    expect(filterDocuments(timetable, { ...EMPTY_FILTERS, search: 'SVT' })).toHaveLength(1);
    expect(filterDocuments(timetable, { ...EMPTY_FILTERS, search: 'pct' })).toHaveLength(1);
  });

  it('copes with very long input', () => {
    expect(titles({ search: 'x'.repeat(100_000) })).toEqual([]);
  });

  it('filters classroom, subject and year by exact match', () => {
    expect(titles({ classroom: 'Terminale C' })).toEqual(['a', 'c']);
    expect(titles({ classroom: 'Terminale' })).toEqual([]);
    expect(titles({ subject: 'Mathematics' })).toEqual(['a', 'b']);
    expect(titles({ subject: 'mathematics' })).toEqual([]);
    expect(titles({ year: '2023' })).toEqual(['b', 'c']);
    expect(titles({ year: '202' })).toEqual([]);
  });

  it('combines every criterion', () => {
    expect(titles({ classroom: 'Terminale C', year: '2023' })).toEqual(['c']);
    expect(titles({ subject: 'Mathematics', year: '2024', search: 'sujet' })).toEqual(['a']);
    expect(
      titles({ subject: 'Mathematics', classroom: 'Première C', year: '2023', search: 'REVISION' }),
    ).toEqual(['b']);
    expect(titles({ subject: 'Physics', search: 'math' })).toEqual([]);
  });

  it('works on the sample catalogue', () => {
    const sample = indexDocuments(sampleDocuments('en'));
    expect(filterDocuments(sample, { ...EMPTY_FILTERS, search: 'MATHÉ' })).toHaveLength(1);
    expect(filterDocuments(sample, { ...EMPTY_FILTERS, year: '2024' })).toHaveLength(2);
    const french = indexDocuments(sampleDocuments('fr'), fr.subjects);
    expect(filterDocuments(french, { ...EMPTY_FILTERS, search: 'histoire' })).toHaveLength(1);
  });
});
