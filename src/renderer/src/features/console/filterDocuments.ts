import type { StudyDocument } from '../../content/documents';
import type { DocumentFilters } from '../../store/consoleFilters';

// The criteria live with the console's store, which the kiosk's counting reads too.
export { EMPTY_FILTERS, type DocumentFilters } from '../../store/consoleFilters';

/** A document with its search key computed once, so a keystroke costs one pass of `includes`. */
export interface IndexedDocument {
  document: StudyDocument;
  titleKey: string;
  yearKey: string;
}

/**
 * Case-insensitive without folding accents: `MATHÉ` finds `Mathématiques`,
 * `mathe` does not. NFC so that a composed and a decomposed `é` are the same.
 */
export function searchKey(text: string): string {
  return text.normalize('NFC').toLowerCase();
}

export function indexDocuments(documents: readonly StudyDocument[]): IndexedDocument[] {
  return documents.map((document) => ({
    document,
    titleKey: searchKey(document.title),
    yearKey: String(document.year),
  }));
}

/**
 * Title: plain substring (no pattern syntax, spaces kept as typed).
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
    if (needle && !entry.titleKey.includes(needle)) continue;
    result.push(document);
  }
  return result;
}
