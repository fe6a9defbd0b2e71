import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { CLASSROOMS, SUBJECTS, YEARS, type Subject } from '../../content/catalogue';
import { useCopy } from '../../hooks/useCopy';
import { useConsoleFilters } from '../../store/consoleFilters';
import { useOnScreenKeyboard, type TypingField } from '../../store/onScreenKeyboard';
import { useSiteRun } from '../../store/siteRun';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { CONSOLE_SEARCH_ID, filterId, FILTERS_ID, FILTERS_TOGGLE_ID } from './consoleIds';
import { filtersButtonText } from './consoleText';
import type { DocumentFilters } from './filterDocuments';

interface SelectSpec {
  name: Exclude<keyof DocumentFilters, 'search'>;
  label: string;
  options: readonly (string | number)[];
}

const SEARCH_LENGTH = 200;

export { CONSOLE_SEARCH_ID, filterId, FILTERS_TOGGLE_ID } from './consoleIds';

/** The search field as the on-screen keyboard sees it: it types through the filters' store. */
const SEARCH_FIELD: TypingField = {
  id: CONSOLE_SEARCH_ID,
  read: () => useConsoleFilters.getState().search,
  write: (value) => useConsoleFilters.getState().setFilter('search', value.slice(0, SEARCH_LENGTH)),
};

/**
 * A kiosk's short screen (800 × 480, 1024 × 600): while its on-screen keyboard
 * is open, the field and the first result must show above the keys (issue 38),
 * so the filters' button and menus fold away until it closes.
 */
export const SHORT_SCREEN = '(max-height: 640px)';

export function FilterBar() {
  const { console: copy, subjects } = useCopy();
  const filters = useConsoleFilters();
  // On the website a touch opens no keyboard (nothing renders it): only a kiosk folds.
  const kiosk = useSiteRun((run) => run.kiosk);
  const keyboardOpen = useOnScreenKeyboard((state) => state.open);
  const typing = useMediaQuery(SHORT_SCREEN) && kiosk && keyboardOpen;
  const selects: SelectSpec[] = [
    { name: 'classroom', label: copy.classroomLabel, options: CLASSROOMS },
    { name: 'subject', label: copy.subjectLabel, options: SUBJECTS },
    { name: 'year', label: copy.yearLabel, options: YEARS },
  ];
  const selectsOn = selects.filter((select) => filters[select.name] !== '').length;
  // Filters chosen earlier (the store outlives the page) stay in sight on the way back.
  const [unfolded, setUnfolded] = useState(selectsOn > 0);
  return (
    <form className="row g-3 mb-3" role="search" onSubmit={(event) => event.preventDefault()}>
      <Form.Group className="col col-lg-6" controlId={CONSOLE_SEARCH_ID}>
        <Form.Label>{copy.searchLabel}</Form.Label>
        <Form.Control
          type="search"
          value={filters.search}
          placeholder={copy.searchPlaceholder}
          maxLength={SEARCH_LENGTH}
          autoComplete="off"
          onChange={(event) => filters.setFilter('search', event.target.value)}
          // A kiosk with no physical keyboard shows its own on a touch (store/onScreenKeyboard).
          onPointerDown={() => useOnScreenKeyboard.getState().touch(SEARCH_FIELD)}
        />
      </Form.Group>
      {/* On a phone the first result comes before three full-width selects: they fold below md. */}
      <div className={`col-auto align-self-end ${typing ? 'd-none' : 'd-md-none'}`}>
        <button
          type="button"
          id={FILTERS_TOGGLE_ID}
          className="btn btn-outline-primary"
          aria-expanded={unfolded}
          aria-controls={FILTERS_ID}
          onClick={() => setUnfolded(!unfolded)}
        >
          {filtersButtonText(copy, selectsOn)}
        </button>
      </div>
      <div
        id={FILTERS_ID}
        className={`col-12 col-lg-6 collapse${typing ? '' : ` d-md-block${unfolded ? ' show' : ''}`}`}
      >
        <div className="row g-3">
          {selects.map((select) => (
            <Form.Group
              className="col-12 col-sm-4"
              controlId={filterId(select.name)}
              key={select.name}
            >
              <Form.Label>{select.label}</Form.Label>
              <Form.Select
                value={filters[select.name]}
                onChange={(event) => filters.setFilter(select.name, event.target.value)}
              >
                <option value="">{copy.all}</option>
                {select.options.map((option) => (
                  <option key={option} value={String(option)}>
                    {select.name === 'subject' ? subjects[option as Subject] : option}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          ))}
        </div>
      </div>
    </form>
  );
}
