import { fill } from '../../../lib/template';
import { CONSOLE_SEARCH_ID, FILTERS_ID, FILTERS_TOGGLE_ID, filterId } from '../consoleIds';
import { focusAfterReset } from '../focusAfterReset';
import {
  containsAll,
  searchWords,
  selectsAllow,
  soleSubject,
  type SelectValues,
} from '../searchMatch';
import { handOverToApp } from './handOver';
import type { BeforeAppPlan } from './plan';

const SELECTS = ['classroom', 'subject', 'year'] as const satisfies readonly (keyof SelectValues)[];
const NO_SELECTS: SelectValues = { classroom: '', subject: '', year: '' };

/** The static view's pieces the filters work with, as the app's console renders them. */
interface ViewParts {
  form: HTMLFormElement;
  search: HTMLInputElement;
  selects: HTMLSelectElement[];
  toggle: HTMLElement;
  fold: HTMLElement;
  status: Element;
  table: HTMLTableElement;
  body: HTMLTableSectionElement;
  rows: HTMLTableRowElement[];
}

function viewParts(doc: Document): ViewParts | null {
  const search = doc.getElementById(CONSOLE_SEARCH_ID);
  const form = search instanceof HTMLInputElement ? search.form : null;
  const status = form?.nextElementSibling;
  const table = status?.nextElementSibling;
  const body = table instanceof HTMLTableElement ? table.tBodies[0] : undefined;
  const selects = SELECTS.map((name) => doc.getElementById(filterId(name)));
  const toggle = doc.getElementById(FILTERS_TOGGLE_ID);
  const fold = doc.getElementById(FILTERS_ID);
  if (!(search instanceof HTMLInputElement) || !form || !status || !body || !toggle || !fold)
    return null;
  if (!(table instanceof HTMLTableElement)) return null;
  const chosen = selects.filter((select) => select instanceof HTMLSelectElement);
  if (chosen.length !== SELECTS.length) return null;
  const rows = Array.from(body.rows);
  return { form, search, selects: chosen, toggle, fold, status, table, body, rows };
}

/** Sets a text only when it changes: a live region would say it again. */
function setText(node: Element | null | undefined, text: string): void {
  if (node && node.textContent !== text) node.textContent = text;
}

/**
 * The console's filters on its static view, before the app (lib/staticView.ts
 * shows the view; on 2G with a slow phone the app answers seconds later): the
 * search and the selects pick the rows, the status line counts them, the
 * Filters button folds and says how many are on, and no match shows the app's
 * empty state with its reset, all as DocumentConsole does, by the same
 * matching code (../searchMatch.ts) and the build's sentences (./plan.ts).
 * The app then takes over what they hold (./handOver.ts). False, and the view left as it is, when the view
 * is not the one the plan was written for.
 */
export function enhanceConsoleView(doc: Document, plan: BeforeAppPlan): boolean {
  const parts = viewParts(doc);
  if (!parts || parts.rows.length !== plan.rows.length) return false;
  const { form, search, selects, toggle, fold, status, table, body, rows } = parts;
  const values = (): SelectValues => ({
    classroom: selects[0]?.value ?? '',
    subject: selects[1]?.value ?? '',
    year: selects[2]?.value ?? '',
  });
  const matching = (words: readonly string[], chosen: SelectValues): HTMLTableRowElement[] =>
    rows.filter((_, at) => {
      const row = plan.rows[at];
      return row !== undefined && selectsAllow(row, chosen) && containsAll(row.key, words);
    });
  const findsNothing = (): boolean =>
    search.value.trim() !== '' && matching(searchWords(search.value), NO_SELECTS).length === 0;
  let shown = rows;
  let empty: HTMLElement | null = null;

  const reset = (): void => {
    if (findsNothing()) {
      search.value = '';
      update();
      focusAfterReset(doc, CONSOLE_SEARCH_ID);
    } else {
      for (const select of selects) select.value = '';
      update();
      focusAfterReset(doc, filterId('classroom'));
    }
  };

  const emptyState = (): HTMLElement | null => {
    if (empty) return empty;
    const template = doc.createElement('template');
    template.innerHTML = plan.empty;
    const copy = template.content.firstElementChild;
    if (!(copy instanceof HTMLElement)) return null;
    copy.querySelector('button')?.addEventListener('click', reset);
    empty = copy;
    return copy;
  };

  const showRows = (next: HTMLTableRowElement[]): void => {
    empty?.remove();
    if (!table.isConnected) status.after(table);
    if (next.length === shown.length && next.every((row, at) => row === shown[at])) return;
    for (const row of shown) row.remove();
    for (const row of next) body.appendChild(row);
    shown = next;
  };

  const showEmpty = (words: readonly string[], chosen: SelectValues): void => {
    const state = emptyState();
    if (!state) return;
    const nothing = findsNothing();
    const [line, library] = Array.from(state.querySelectorAll(':scope > p'));
    setText(
      line,
      nothing ? fill(plan.emptySearch, { search: search.value.trim() }) : plan.emptyFilters,
    );
    // The subject chosen, or else the one the search names (EmptyResults).
    const named = chosen.subject || soleSubject(plan.subjects, words) || '';
    setText(library, plan.library[named] ?? plan.library[''] ?? '');
    setText(state.querySelector('button'), nothing ? plan.clearSearch : plan.clear);
    table.remove();
    if (!state.isConnected) status.after(state);
  };

  function update(): void {
    const chosen = values();
    const words = searchWords(search.value);
    const next = matching(words, chosen);
    setText(status, plan.count[next.length] ?? '');
    setText(toggle, plan.filters[SELECTS.filter((name) => chosen[name] !== '').length] ?? '');
    if (next.length > 0) showRows(next);
    else showEmpty(words, chosen);
  }

  // The app's form never submits (Enter in the search is no navigation).
  form.addEventListener('submit', (event) => event.preventDefault());
  form.addEventListener('input', update);
  form.addEventListener('change', update);
  toggle.addEventListener('click', () => {
    const unfolded = toggle.getAttribute('aria-expanded') !== 'true';
    toggle.setAttribute('aria-expanded', String(unfolded));
    fold.classList.toggle('show', unfolded);
  });
  // What was typed before this script came (2G) is answered now.
  update();
  handOverToApp(doc, form, [search, ...selects]);
  return true;
}
