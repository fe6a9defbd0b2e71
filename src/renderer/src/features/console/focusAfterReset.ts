import { FILTERS_TOGGLE_ID } from './consoleIds';

/**
 * Keyboard focus goes to what was just reset, not to the page's start with
 * the empty state's button; to the Filters button where a phone has folded
 * the selects away. The app's empty state and the static view's alike.
 */
export function focusAfterReset(doc: Document, id: string): void {
  const target = doc.getElementById(id);
  const fold = target?.closest('.collapse');
  const view = doc.defaultView;
  if (fold && view && view.getComputedStyle(fold).display === 'none') {
    doc.getElementById(FILTERS_TOGGLE_ID)?.focus();
  } else {
    target?.focus();
  }
}
