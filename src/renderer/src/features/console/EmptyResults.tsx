import { useCopy } from '../../hooks/useCopy';
import { StoreLink } from '../../components/StoreLink';
import { EMPTY_FILTERS, useConsoleFilters } from '../../store/consoleFilters';
import { SUBJECTS } from '../../content/catalogue';
import { AppLibraryLine } from './AppLibraryLine';
import { emptyText } from './consoleText';
import { CONSOLE_SEARCH_ID, filterId } from './consoleIds';
import { focusAfterReset } from './focusAfterReset';
import { filterDocuments, subjectOfSearch, type IndexedDocument } from './filterDocuments';

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
      <p className="mb-2">{emptyText(copy, searchFindsNothing, search)}</p>
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
              focusAfterReset(document, CONSOLE_SEARCH_ID);
            } else {
              clearSelects();
              focusAfterReset(document, filterId('classroom'));
            }
          }}
        >
          {searchFindsNothing ? copy.clearSearch : copy.clear}
        </button>
      </div>
    </div>
  );
}
