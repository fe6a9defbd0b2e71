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
