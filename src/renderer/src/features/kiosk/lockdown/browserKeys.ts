/**
 * Keys a browser acts on that a page is allowed to cancel. In a browser kiosk
 * they would print, save, open a file, find in the page, show the source, the
 * history or the downloads, bookmark, reload, open the developer tools, reach
 * the address bar or walk the history. What a page cannot cancel (new tab or
 * window, closing, switching tabs or apps, leaving full screen) only the
 * browser's own kiosk mode blocks (README: kiosk on a tablet or laptop).
 */
const ALWAYS = new Set([
  'F1', // help, in a new tab
  'F3', // find next
  'F5', // reload
  'F6', // address bar
  'F7', // caret browsing
  'F10', // browser menu
  'F11', // full screen on and off
  'F12', // developer tools
  'BrowserBack',
  'BrowserForward',
  'BrowserRefresh',
  'BrowserHome',
  'BrowserSearch',
  'BrowserFavorites',
]);
/** With Ctrl (Cmd on macOS): print, save, open, find, source, history, downloads, reload, bookmark, find next, search, address bar, bookmarks, new window or tab, close, quit. */
const WITH_COMMAND = new Set('psofuhjrdgeklbntwq');
/** With Ctrl+Shift: developer tools, their console and picker, bookmarks manager, clear browsing data. */
const WITH_COMMAND_SHIFT = new Set(['i', 'j', 'c', 'o', 'b', 'delete']);
/** With Alt: back, forward, home page, address bar, browser menus. */
const WITH_ALT = new Set(['arrowleft', 'arrowright', 'home', 'd', 'e', 'f']);

export type KeyPress = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

export function isBrowserKey(event: KeyPress): boolean {
  const key = event.key.toLowerCase();
  if (ALWAYS.has(event.key)) return true;
  const command = event.ctrlKey || event.metaKey;
  // Ctrl+Alt is AltGr on Windows: it types characters (€, @), never a browser command.
  if (command && event.altKey) return false;
  if (command && event.shiftKey && WITH_COMMAND_SHIFT.has(key)) return true;
  if (command && WITH_COMMAND.has(key)) return true;
  if (event.altKey && WITH_ALT.has(key)) return true;
  return event.shiftKey && key === 'escape'; // Chrome's task manager
}

/** Cancels those keys everywhere on the page, in kiosk mode; the page's own handlers still see them. Returns the undo. */
export function blockBrowserKeys(view: Window = window): () => void {
  const onKey = (event: KeyboardEvent): void => {
    if (isBrowserKey(event)) event.preventDefault();
  };
  view.addEventListener('keydown', onKey, true);
  return () => view.removeEventListener('keydown', onKey, true);
}
