import type { Subject } from '../../content/catalogue';
import type { StudyDocument } from '../../content/documents';
import type { DocumentFilters } from '../../store/consoleFilters';

// The criteria live with the console's store, which the kiosk's counting reads too.
export { EMPTY_FILTERS, type DocumentFilters } from '../../store/consoleFilters';

/** A document with its search key computed once, so a keystroke costs one pass of `includes`. */
export interface IndexedDocument {
  document: StudyDocument;
  searchText: string;
  yearKey: string;
}

/** Combining marks once a character is decomposed (NFD): the accents of é, è, ç, ô. */
const COMBINING_MARKS = /\p{M}/gu;

/** Dashes and hyphens of every width (Unicode's dash punctuation, the minus sign). */
const DASHES = /[\p{Pd}\u2212]/gu;

/**
 * Forgiving as a phone keyboard is not: case- and accent-insensitive
 * (`mathematiques` finds `Mathématiques`, a composed or decomposed `é` alike),
 * every dash a hyphen (titles use the en dash `–`, keyboards give `-`) and
 * trimmed (Android keyboards add a space after a word). Applied to both the
 * title and what was typed.
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(DASHES, '-')
    .toLowerCase()
    .trim();
}

/**
 * `subjectNames`, the subjects as the table shows them in the reader's
 * language: a row is found by its subject's name too, so `histoire` finds a
 * history document titled in English. The title alone is the spec's match.
 */
export function indexDocuments(
  documents: readonly StudyDocument[],
  subjectNames?: Readonly<Record<Subject, string>>,
): IndexedDocument[] {
  return documents.map((document) => {
    const subjectName = subjectNames ? `\n${searchKey(subjectNames[document.subject])}` : '';
    return {
      document,
      searchText: searchKey(document.title) + subjectName,
      yearKey: String(document.year),
    };
  });
}

/**
 * Title (and subject name): plain substring, no pattern syntax.
 * Classroom, subject, year: exact match. All criteria combine.
 */
export function filterDocuments(
  index: readonly IndexedDocument[],
  filters: DocumentFilters,
): StudyDocument[] {
  const needle = searchKey(filters.search);
  const { classroom, subject, year } = filters;
  const result: StudyDocument[] = [];
  for (const entry of index) {
    const { document } = entry;
    if (classroom && document.classroom !== classroom) continue;
    if (subject && document.subject !== subject) continue;
    if (year && entry.yearKey !== year) continue;
    if (needle && !entry.searchText.includes(needle)) continue;
    result.push(document);
  }
  return result;
}
