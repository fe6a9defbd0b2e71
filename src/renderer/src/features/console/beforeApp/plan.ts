import { SUBJECTS, type Subject } from '../../../content/catalogue';
import type { StudyDocument } from '../../../content/documents';
import type { ConsoleCopy, Locale } from '../../../content/types';
import { PAGE_SIZE } from '../consolePaging';
import { appLibraryText, countText, filtersButtonText } from '../consoleText';
import { indexDocuments, subjectSearchKeys } from '../filterDocuments';
import type { RowFields } from '../searchMatch';

/**
 * What the static view's filters need to answer as the app does, computed by
 * the build with the app's own functions and written into the view's script
 * (views/console.js beside each language's page: tooling/prerender/consoleBeforeApp.ts):
 * each row's search key and select values, in the table's
 * order, and every sentence a result can call for (counts, the Filters
 * button, the empty state's lines), so the script that runs them
 * (./enhance.ts) carries no copy, no catalogue and no plural rules.
 */
export interface BeforeAppPlan {
  /** The table's rows, top to bottom: what the search and the selects read of each. */
  rows: (RowFields & { key: string })[];
  /** Each subject's search key (its terms in every language and its name on the page). */
  subjects: [Subject, string][];
  /** The status line for each number of matches, from 0 to every row. */
  count: string[];
  /** The Filters button for each number of selects on, from 0 to 3. */
  filters: string[];
  /** The empty state's line when the search finds nothing ({search}), and when the selects do. */
  emptySearch: string;
  emptyFilters: string;
  /** Its button: clears the search, or the selects. */
  clearSearch: string;
  clear: string;
  /** What the app has, for each subject and ("") for the app as a whole. */
  library: Record<string, string>;
  /** The empty state as the app renders it (its lines and button filled in by the script). */
  empty: string;
}

/**
 * The plan for `documents` as the view lists them, or null when they take more
 * than one page (the view then waits for the app's pages).
 */
export function beforeAppPlan(
  documents: readonly StudyDocument[],
  copy: ConsoleCopy,
  subjects: Readonly<Record<Subject, string>>,
  locale: Locale,
  empty: string,
): BeforeAppPlan | null {
  if (documents.length > PAGE_SIZE) return null;
  const library: Record<string, string> = {
    '': appLibraryText(copy, subjects, undefined, locale),
  };
  for (const subject of SUBJECTS)
    library[subject] = appLibraryText(copy, subjects, subject, locale);
  return {
    rows: indexDocuments(documents, subjects).map(
      ({ searchText, classroom, subject, yearKey }) => ({
        key: searchText,
        classroom,
        subject,
        yearKey,
      }),
    ),
    subjects: subjectSearchKeys(subjects),
    count: Array.from({ length: documents.length + 1 }, (_, shown) =>
      countText(copy, shown, documents.length, locale),
    ),
    filters: [0, 1, 2, 3].map((selectsOn) => filtersButtonText(copy, selectsOn)),
    emptySearch: copy.emptySearch,
    emptyFilters: copy.emptyFilters,
    clearSearch: copy.clearSearch,
    clear: copy.clear,
    library,
    empty,
  };
}
