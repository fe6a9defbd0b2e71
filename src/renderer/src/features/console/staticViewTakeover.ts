import type { DocumentFilters } from '../../store/consoleFilters';
import { CONSOLE_SEARCH_ID, FILTERS_TOGGLE_ID, filterId } from './consoleIds';

const NAMES = [
  'search',
  'classroom',
  'subject',
  'year',
] as const satisfies readonly (keyof DocumentFilters)[];
const idOf = (name: (typeof NAMES)[number]): string =>
  name === 'search' ? CONSOLE_SEARCH_ID : filterId(name);

type Field = HTMLInputElement | HTMLSelectElement;

/** The field that had the keyboard, and the search's caret, when the app's first frame was made. */
export interface FocusedField {
  id: string;
  start: number | null;
  end: number | null;
}

/**
 * The console's static view's fields (lib/staticView.ts; filtered before the
 * app by ./beforeApp), found once as the console's chunk arrives and read
 * again until the app's first frame has replaced them, so that nothing typed
 * or chosen on the view is lost, nor the keyboard's place in it. Null without
 * a static view on the page.
 */
export interface StaticViewFields {
  /** What the view's fields hold now (detached ones too): the app's filters. */
  filters(): Partial<DocumentFilters>;
  /** The view's field with the keyboard now, if one has it. */
  focused(): FocusedField | null;
}

export function staticViewFields(doc: Document): StaticViewFields | null {
  const fields = new Map<(typeof NAMES)[number], Field>();
  for (const name of NAMES) {
    const field = doc.getElementById(idOf(name));
    if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement)
      fields.set(name, field);
  }
  if (fields.size === 0) return null;
  return {
    filters() {
      const filters: Partial<DocumentFilters> = {};
      for (const [name, field] of fields) filters[name] = field.value;
      return filters;
    },
    focused() {
      for (const field of fields.values()) {
        if (field !== doc.activeElement) continue;
        const text = field instanceof HTMLInputElement;
        return {
          id: field.id,
          start: text ? field.selectionStart : null,
          end: text ? field.selectionEnd : null,
        };
      }
      return null;
    },
  };
}

/** Gives the keyboard back to the app's field where the view's had it, caret in place. */
export function refocus(doc: Document, focused: FocusedField | null): void {
  if (!focused || doc.activeElement !== doc.body) return;
  const field = doc.getElementById(focused.id);
  field?.focus();
  if (field instanceof HTMLInputElement && focused.start !== null)
    field.setSelectionRange(focused.start, focused.end ?? focused.start);
}

/**
 * Whether the static view's Filters button is open (the console's selects,
 * unfolded on a phone before the app): the app's first frame keeps them so.
 * Read while the app renders its first frame of the view, which the static
 * one is until then; false when no static view is on the page.
 */
export function unfoldedInStaticView(doc: Document): boolean {
  return doc.getElementById(FILTERS_TOGGLE_ID)?.getAttribute('aria-expanded') === 'true';
}
