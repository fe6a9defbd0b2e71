import { useCopy } from '../../hooks/useCopy';
import { fill } from '../../lib/template';
import { EMPTY_FILTERS, useConsoleFilters } from '../../store/consoleFilters';
import { CONSOLE_SEARCH_ID, filterId } from './FilterBar';
import { filterDocuments, type IndexedDocument } from './filterDocuments';

/** Keyboard focus goes to what was just reset, not to the page's start with this button. */
const focusOn = (id: string): void => document.getElementById(id)?.focus();

/**
 * The console's empty table, saying what emptied it: the search (nothing
 * matches the words at all) or the filters (the words match, the selects
 * exclude them), with the reset that undoes just that. The button goes with
 * the empty state, so focus moves to the field or select it reset.
 */
export function EmptyResults({
  index,
  search,
}: {
  index: readonly IndexedDocument[];
  search: string;
}) {
  const copy = useCopy().console;
  const { setFilter, clearSelects } = useConsoleFilters();
  const searchFindsNothing =
    search.trim() !== '' && filterDocuments(index, { ...EMPTY_FILTERS, search }).length === 0;

  return (
    <div className="empty-state text-center border rounded p-4">
      <p className="mb-3">
        {searchFindsNothing ? fill(copy.emptySearch, { search: search.trim() }) : copy.emptyFilters}
      </p>
      <button
        type="button"
        className="btn btn-primary"
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
  );
}
