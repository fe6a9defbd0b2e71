import { SUBJECTS, type Subject } from '../../content/catalogue';
import type { StudyDocument } from '../../content/documents';
import { SUBJECT_SEARCH_TERMS } from '../../content/subjectTerms';
import type { DocumentFilters } from '../../store/consoleFilters';

// The criteria live with the console's store, which the kiosk's counting reads too.
export { EMPTY_FILTERS, type DocumentFilters } from '../../store/consoleFilters';

/** A document with its search key computed once, so a keystroke costs a few `includes` a row. */
export interface IndexedDocument {
  document: StudyDocument;
  searchText: string;
  yearKey: string;
}

/** Combining marks once a character is decomposed (NFD): the accents of é, è, ç, ô. */
const COMBINING_MARKS = /\p{M}/gu;

/** Dashes and hyphens of every width (Unicode's dash punctuation, the minus sign). */
const DASHES = /[\p{Pd}\u2212]/gu;

/** Typographic apostrophes (titles write `L’histoire`, keyboards give `'`). */
const APOSTROPHES = /[\u2018\u2019\u02bc]/gu;

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
    .replace(APOSTROPHES, "'")
    .toLowerCase()
    .trim();
}

/**
 * What was typed, as the words a row must all contain, in any order
 * (`maths bac` finds "Mathématiques – Baccalauréat C"). A final `s` is
 * dropped from a word of four letters or more, so a plural finds the
 * singular (`equations`, `maths`) and, as a part of it, the singular the
 * plural. Words split on spaces only: punctuation stays plain text.
 */
export function searchWords(text: string): string[] {
  return searchKey(text)
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word) => (word.length >= 4 && word.endsWith('s') ? word.slice(0, -1) : word));
}

/** Each subject's search terms as one key, computed once for the whole catalogue. */
const SUBJECT_KEYS = new Map<Subject, string>(
  SUBJECTS.map((subject) => [subject, SUBJECT_SEARCH_TERMS[subject].map(searchKey).join('\n')]),
);

/**
 * A row is found by its title and its subject: the subject's terms in every
 * language (content/subjectTerms.ts) and `subjectNames`, the subjects as the
 * table shows them in the reader's language.
 */
export function indexDocuments(
  documents: readonly StudyDocument[],
  subjectNames?: Readonly<Record<Subject, string>>,
): IndexedDocument[] {
  return documents.map((document) => {
    const subjectName = subjectNames ? `\n${searchKey(subjectNames[document.subject])}` : '';
    return {
      document,
      searchText: `${searchKey(document.title)}${subjectName}\n${SUBJECT_KEYS.get(document.subject) ?? ''}`,
      yearKey: String(document.year),
    };
  });
}

/**
 * Search: every typed word a plain substring of the title or subject (no
 * pattern syntax). Classroom, subject, year: exact match. All criteria combine.
 */
export function filterDocuments(
  index: readonly IndexedDocument[],
  filters: DocumentFilters,
): StudyDocument[] {
  const words = searchWords(filters.search);
  const { classroom, subject, year } = filters;
  const result: StudyDocument[] = [];
  for (const entry of index) {
    const { document } = entry;
    if (classroom && document.classroom !== classroom) continue;
    if (subject && document.subject !== subject) continue;
    if (year && entry.yearKey !== year) continue;
    if (!containsAll(entry.searchText, words)) continue;
    result.push(document);
  }
  return result;
}

/**
 * The one subject a search names (`chimie`, `SVT`), by its terms in every
 * language and its name on the page; none when the words name none or several
 * (`PCT`). The empty state then says what the app has for it.
 */
export function subjectOfSearch(
  search: string,
  subjectNames?: Readonly<Record<Subject, string>>,
): Subject | undefined {
  const words = searchWords(search);
  if (words.length === 0) return undefined;
  const named = [...SUBJECT_KEYS].filter(([subject, key]) => {
    const name = subjectNames ? `\n${searchKey(subjectNames[subject])}` : '';
    return containsAll(key + name, words);
  });
  return named.length === 1 ? named[0]?.[0] : undefined;
}

/** A plain loop: this runs once a row on every keystroke (filterDocuments.bench.ts). */
function containsAll(text: string, words: readonly string[]): boolean {
  for (const word of words) if (!text.includes(word)) return false;
  return true;
}
