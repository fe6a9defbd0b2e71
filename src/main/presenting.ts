import type { MenuItemConstructorOptions } from 'electron';

/** The app's page in presenter mode: the renderer starts its slides on `?present=1`. */
export function presentingUrl(appEntryUrl: string): string {
  const url = new URL(appEntryUrl);
  url.searchParams.set('present', '1');
  return url.href;
}

/**
 * The windowed shell's menu (a kiosk has none): "Present" first, on F5 as in
 * slide software, then the platform's usual menus. Electron's built-in
 * labels; the presenter's own words are the renderer's, in the page's language.
 */
export function appMenuTemplate(onPresent: () => void, mac: boolean): MenuItemConstructorOptions[] {
  return [
    ...(mac ? [{ role: 'appMenu' } as const] : []),
    {
      label: 'Present',
      submenu: [{ label: 'Start presenting', accelerator: 'F5', click: () => onPresent() }],
    },
    { role: 'fileMenu' },
    { role: 'editMenu' },
    { role: 'viewMenu' },
    { role: 'windowMenu' },
  ];
}

/** The windows presenter mode may make full screen: the windowed shell's; a kiosk always is. */
export interface PresentingWindow {
  setFullScreen(flag: boolean): void;
  loadURL(url: string): Promise<void>;
}

/**
 * Presenter mode in the shell: the menu (or `--present`) loads the page with
 * `?present=1` full screen; the renderer says when the presenter leaves
 * (IPC `setPresenting`), and the window comes back from full screen. A kiosk's
 * window is never touched.
 */
export function createPresenting(appEntryUrl: string, kiosk: boolean) {
  return {
    start(window: PresentingWindow): void {
      if (kiosk) return;
      window.setFullScreen(true);
      void window.loadURL(presentingUrl(appEntryUrl));
    },
    set(window: PresentingWindow | null, on: unknown): void {
      if (kiosk || window === null || typeof on !== 'boolean') return;
      window.setFullScreen(on);
    },
  };
}

/** The presenter view's page: the deck's, with `view=presenter` (features/present/presentRun.ts). */
export function presenterViewUrl(appEntryUrl: string): string {
  const url = new URL(presentingUrl(appEntryUrl));
  url.searchParams.set('view', 'presenter');
  return url.href;
}

/** A display as main sees it: its id, and the area a window may take. */
export interface ViewDisplay {
  id: number;
  workArea: { x: number; y: number; width: number; height: number };
}

/**
 * Where the presenter view goes: on another display than the deck's when a
 * projector is attached, the primary one first (the laptop's own screen, as
 * a system usually makes it), else on the deck's own display.
 */
export function presenterViewDisplay<D extends ViewDisplay>(
  displays: readonly D[],
  deckDisplayId: number,
  primaryId: number,
): D | undefined {
  const others = displays.filter((display) => display.id !== deckDisplayId);
  return (
    others.find((display) => display.id === primaryId) ??
    others[0] ??
    displays.find((display) => display.id === deckDisplayId)
  );
}

/** A window of the presenter's: the deck's, or the presenter view's. */
export interface DeckWindow {
  readonly webContents: { send(channel: string, message: unknown): void };
  isDestroyed(): boolean;
}

/** Where the deck is, as the renderer tells it: a small plain object, relayed as it came (the renderer checks it). */
const isDeckMessage = (message: unknown): boolean =>
  typeof message === 'object' && message !== null && JSON.stringify(message).length <= 1_000;

/**
 * The one IPC channel that keeps the deck and the presenter view in step:
 * what one window says goes to the other presenting windows, never back.
 */
export function relayDeckPlace(
  windows: readonly (DeckWindow | null)[],
  from: unknown,
  message: unknown,
  channel: string,
): void {
  if (!isDeckMessage(message)) return;
  for (const window of windows) {
    if (window && !window.isDestroyed() && window.webContents !== from)
      window.webContents.send(channel, message);
  }
}
