import { SUBJECTS, type Subject } from '../../content/catalogue';
import type { StudyDocument } from '../../content/documents';
import { SUBJECT_SEARCH_TERMS } from '../../content/subjectTerms';
import type { DocumentFilters } from '../../store/consoleFilters';
import {
  containsAll,
  searchKey,
  searchWords,
  selectsAllow,
  soleSubject,
  type RowFields,
} from './searchMatch';

// The criteria live with the console's store, which the kiosk's counting reads too.
export { EMPTY_FILTERS, type DocumentFilters } from '../../store/consoleFilters';
export { searchKey, searchWords } from './searchMatch';

/** A document with its search key computed once, so a keystroke costs a few `includes` a row. */
export interface IndexedDocument extends RowFields {
  document: StudyDocument;
  searchText: string;
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
      classroom: document.classroom,
      subject: document.subject,
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
  const result: StudyDocument[] = [];
  for (const entry of index) {
    if (!selectsAllow(entry, filters)) continue;
    if (!containsAll(entry.searchText, words)) continue;
    result.push(entry.document);
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
  return soleSubject(subjectSearchKeys(subjectNames), searchWords(search));
}

/** Each subject's search key: its terms in every language and, given, its name on the page. */
export function subjectSearchKeys(
  subjectNames?: Readonly<Record<Subject, string>>,
): [Subject, string][] {
  return [...SUBJECT_KEYS].map(([subject, key]) => [
    subject,
    subjectNames ? `${key}\n${searchKey(subjectNames[subject])}` : key,
  ]);
}
