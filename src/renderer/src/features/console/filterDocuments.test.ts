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
    expect(titles({ search: 'mathematiques' })).toEqual(['a']);
    expect(titles({ search: 'MATHÉMATIQUES' })).toEqual(['a']);
    expect(titles({ search: 'mathé' })).toEqual(['a', 'b']);
    expect(titles({ search: 'physìcs' })).toEqual(['c']);
  });

  it('treats a decomposed é like a composed one', () => {
    expect(titles({ search: 'Mathe\u0301matiques' })).toEqual(['a']);
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
