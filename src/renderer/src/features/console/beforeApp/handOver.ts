import { APP_STARTED } from '../../../lib/bootWatch';
import { FILTERS_TOGGLE_ID } from '../consoleIds';

/** A field of the static view: the search or a select. */
type Field = HTMLInputElement | HTMLSelectElement;

/**
 * Sets the app's field `id` to `value` as a visitor's input does (the
 * prototype's setter, then the event React listens to), so the app's store
 * takes it: React reads a value it did not set itself only from an event.
 */
function inputInto(doc: Document, id: string, value: string): void {
  const field = doc.getElementById(id);
  if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement)) return;
  if (field.value === value) return;
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(
    new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
}

/**
 * When the app's first frame of the console has replaced the static view
 * (its `form` left the page, the app's own fields are in), gives the app
 * what the view held: every field's value (the console's chunk read the
 * search only, and only as it arrived: what came after would be lost), the
 * phone's unfolded Filters, and the keyboard, back in the same field with its
 * caret where it was. A view left for the landing page before the app hands
 * nothing over.
 */
export function handOverToApp(doc: Document, form: HTMLFormElement, fields: Field[]): void {
  let focused: Field | null = null;
  form.addEventListener('focusin', (event) => {
    focused = fields.find((field) => field === event.target) ?? null;
  });
  form.addEventListener('focusout', (event) => {
    // A field the app's frame removes keeps the keyboard's place for it; one left by the visitor does not.
    const left = event.target as Element;
    if (!(event as FocusEvent).relatedTarget)
      queueMicrotask(() => {
        if (left.isConnected && focused === left) focused = null;
      });
    else if (focused === left) focused = null;
  });
  const toggle = doc.getElementById(FILTERS_TOGGLE_ID);
  const watch = new MutationObserver(() => {
    if (form.isConnected) return;
    // Gone back to the landing page before the app: nothing to hand over.
    if (!doc.documentElement.hasAttribute(APP_STARTED)) return watch.disconnect();
    // The app's frame may come without the page at first (its route still resolving).
    if (!doc.getElementById(fields[0]?.id ?? '')) return;
    watch.disconnect();
    for (const field of fields) inputInto(doc, field.id, field.value);
    const appToggle = doc.getElementById(FILTERS_TOGGLE_ID);
    const unfolded = (button: Element | null) => button?.getAttribute('aria-expanded') === 'true';
    if (appToggle && unfolded(toggle) !== unfolded(appToggle)) appToggle.click();
    const field = focused && doc.getElementById(focused.id);
    if (!focused || !field || doc.activeElement !== doc.body) return;
    field.focus();
    // A removed field keeps its caret; a select has none.
    if (focused instanceof HTMLInputElement && field instanceof HTMLInputElement)
      field.setSelectionRange(focused.selectionStart, focused.selectionEnd);
  });
  watch.observe(doc.body, { childList: true, subtree: true });
}
