import { kioskKeysFor, pressMatches } from '@shared/kioskKeys';

/**
 * The keys a browser acts on that a page is allowed to cancel: the rows of the
 * one kiosk key table (src/shared/kioskKeys.ts) marked `both` or `browser`.
 */
const BROWSER_KEYS = kioskKeysFor('browser');

export type KeyPress = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

export function isBrowserKey(event: KeyPress): boolean {
  const command = event.ctrlKey || event.metaKey;
  const press = { key: event.key, command, shift: event.shiftKey, alt: event.altKey };
  // Ctrl+Alt is AltGr on Windows: it types characters (€, @), never a browser command,
  // so only the keys blocked whatever is held still count.
  const rows =
    command && event.altKey ? BROWSER_KEYS.filter((row) => row.modifiers === 'any') : BROWSER_KEYS;
  return rows.some((row) => pressMatches(row, press));
}

/** Cancels those keys everywhere on the page, in kiosk mode; the page's own handlers still see them. Returns the undo. */
export function blockBrowserKeys(view: Window = window): () => void {
  const onKey = (event: KeyboardEvent): void => {
    if (isBrowserKey(event)) event.preventDefault();
  };
  view.addEventListener('keydown', onKey, true);
  return () => view.removeEventListener('keydown', onKey, true);
}
