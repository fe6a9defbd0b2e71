import { useCopy } from '../../hooks/useCopy';
import { fill } from '../../lib/template';
import { StoreLink } from '../../components/StoreLink';
import { EMPTY_FILTERS, useConsoleFilters } from '../../store/consoleFilters';
import { SUBJECTS } from '../../content/catalogue';
import { AppLibraryLine } from './AppLibraryLine';
import { CONSOLE_SEARCH_ID, FILTERS_TOGGLE_ID, filterId } from './FilterBar';
import { filterDocuments, subjectOfSearch, type IndexedDocument } from './filterDocuments';

/**
 * Keyboard focus goes to what was just reset, not to the page's start with
 * this button; to the Filters button where a phone has folded the selects away.
 */
function focusOn(id: string): void {
  const target = document.getElementById(id);
  const fold = target?.closest('.collapse');
  if (fold && getComputedStyle(fold).display === 'none') {
    document.getElementById(FILTERS_TOGGLE_ID)?.focus();
  } else {
    target?.focus();
  }
}

/**
 * The console's empty table, saying what emptied it: the search (nothing
 * matches the words at all) or the filters (the words match, the selects
 * exclude them), with the reset that undoes just that. The button goes with
 * the empty state, so focus moves to the field or select it reset. Beside it,
 * what the app has for the subject chosen or searched, and the way to the store.
 */
export function EmptyResults({
  index,
  search,
}: {
  index: readonly IndexedDocument[];
  search: string;
}) {
  const { console: copy, subjects } = useCopy();
  const { subject, setFilter, clearSelects } = useConsoleFilters();
  const searchFindsNothing =
    search.trim() !== '' && filterDocuments(index, { ...EMPTY_FILTERS, search }).length === 0;
  const emptySubject =
    SUBJECTS.find((known) => known === subject) ?? subjectOfSearch(search, subjects);

  return (
    <div className="empty-state text-center border rounded p-4">
      <p className="mb-2">
        {searchFindsNothing ? fill(copy.emptySearch, { search: search.trim() }) : copy.emptyFilters}
      </p>
      <AppLibraryLine subject={emptySubject} />
      <div className="d-flex flex-wrap justify-content-center gap-2">
        <StoreLink placement="console-empty" className="btn btn-primary">
          {copy.appNoticeButton}
        </StoreLink>
        <button
          type="button"
          className="btn btn-outline-primary"
          onClick={() => {
            if (searchFindsNothing) {
              setFilter('search', '');
              focusOn(CONSOLE_SEARCH_ID);
            } else {
              clearSelects();
              focusOn(filterId('classroom'));
            }
          }}
        >
          {searchFindsNothing ? copy.clearSearch : copy.clear}
        </button>
      </div>
    </div>
  );
}
