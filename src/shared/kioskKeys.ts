/**
 * Every key a kiosk blocks, and why: the one table both kiosks read.
 *
 * - The shell (src/main/keyPolicy.ts) blocks the rows marked `both` or `shell`
 *   before the page sees them (Electron's `before-input-event`).
 * - A browser kiosk (features/kiosk/lockdown/browserKeys.ts) cancels the rows
 *   marked `both` or `browser` on the page. What a page cannot cancel (new tab
 *   or window, closing, switching tabs or apps) only the browser's own kiosk
 *   mode or the tablet's screen pinning stops (docs/kiosk.md).
 *
 * `shell` rows: zoom and Alt+F4, which a browser kiosk leaves to the browser.
 * `browser` rows: keys that reach the browser's own window (address bar, menus,
 * bookmarks, help), which the shell does not have.
 */

/** Where a row applies: both kiosks, only the Electron shell, or only a page in a browser. */
export type KioskKeySide = 'both' | 'shell' | 'browser';

/**
 * Which modifiers must be held. `any`: the key alone or with any of them.
 * `command`: Ctrl, or Cmd on macOS (Shift may be held too).
 */
export type KioskKeyModifiers = 'any' | 'command' | 'command+shift' | 'alt' | 'shift';

export interface KioskKey {
  /** KeyboardEvent.key, lower case. */
  key: string;
  modifiers: KioskKeyModifiers;
  where: KioskKeySide;
  why: string;
}

const row = (
  modifiers: KioskKeyModifiers,
  key: string,
  where: KioskKeySide,
  why: string,
): KioskKey => ({ key, modifiers, where, why });

export const KIOSK_KEYS: readonly KioskKey[] = [
  row('any', 'f1', 'browser', 'help, in a new tab'),
  row('any', 'f3', 'browser', 'find next'),
  row('any', 'f5', 'both', 'reload'),
  row('any', 'f6', 'browser', 'address bar'),
  row('any', 'f7', 'browser', 'caret browsing'),
  row('any', 'f10', 'browser', 'browser menu'),
  row('any', 'f11', 'both', 'full screen on and off'),
  row('any', 'f12', 'both', 'developer tools'),
  row('any', 'browserback', 'browser', 'history back (keyboard media key)'),
  row('any', 'browserforward', 'browser', 'history forward (keyboard media key)'),
  row('any', 'browserrefresh', 'both', 'reload (keyboard media key)'),
  row('any', 'browserhome', 'browser', 'home page (keyboard media key)'),
  row('any', 'browsersearch', 'browser', 'search (keyboard media key)'),
  row('any', 'browserfavorites', 'browser', 'bookmarks (keyboard media key)'),

  row('command', 'p', 'both', 'print'),
  row('command', 's', 'both', 'save the page'),
  row('command', 'o', 'both', 'open a file (with Shift: the bookmarks manager)'),
  row('command', 'u', 'both', 'view source'),
  row('command', 'r', 'both', 'reload (with Shift: without the cache)'),
  row('command', 'n', 'both', 'new window'),
  row('command', 't', 'both', 'new tab'),
  row('command', 'w', 'both', 'close the window'),
  row('command', 'q', 'both', 'quit'),
  row('command', '+', 'shell', 'zoom in'),
  row('command', '=', 'shell', 'zoom in'),
  row('command', '-', 'shell', 'zoom out'),
  row('command', '_', 'shell', 'zoom out'),
  row('command', '0', 'shell', 'reset zoom'),
  row('command', 'f', 'browser', 'find in the page'),
  row('command', 'h', 'browser', 'history'),
  row('command', 'j', 'browser', 'downloads'),
  row('command', 'd', 'browser', 'bookmark the page'),
  row('command', 'g', 'browser', 'find next'),
  row('command', 'e', 'browser', 'search from the address bar'),
  row('command', 'k', 'browser', 'search from the address bar'),
  row('command', 'l', 'browser', 'address bar'),
  row('command', 'b', 'browser', 'bookmarks bar (with Shift too)'),

  row('command+shift', 'i', 'both', 'developer tools'),
  row('command+shift', 'j', 'both', 'developer tools console'),
  row('command+shift', 'c', 'both', 'developer tools element picker'),
  row('command+shift', 'delete', 'browser', 'clear browsing data'),

  row('alt', 'arrowleft', 'both', 'history back'),
  row('alt', 'arrowright', 'both', 'history forward'),
  row('alt', 'home', 'both', 'home page'),
  row('alt', 'f4', 'shell', 'close the window'),
  row('alt', 'd', 'browser', 'address bar'),
  row('alt', 'e', 'browser', 'browser menu'),
  row('alt', 'f', 'browser', 'browser menu'),

  row('shift', 'escape', 'browser', "Chrome's task manager"),
];

/** A key press as both sides see it: Electron's `Input` and the DOM's KeyboardEvent map onto it. */
export interface KioskKeyPress {
  key: string;
  /** Ctrl, or Cmd on macOS. */
  command: boolean;
  shift: boolean;
  alt: boolean;
}

/** The rows one side blocks. */
export function kioskKeysFor(side: Exclude<KioskKeySide, 'both'>): readonly KioskKey[] {
  return KIOSK_KEYS.filter((entry) => entry.where === 'both' || entry.where === side);
}

export function pressMatches(entry: KioskKey, press: KioskKeyPress): boolean {
  if (press.key.toLowerCase() !== entry.key) return false;
  switch (entry.modifiers) {
    case 'any':
      return true;
    case 'command':
      return press.command;
    case 'command+shift':
      return press.command && press.shift;
    case 'alt':
      return press.alt;
    case 'shift':
      return press.shift;
  }
}
