import type { BrowserWindowConstructorOptions } from 'electron';

/**
 * The window's shape per mode, as a pure function. The security flags
 * (webPreferences) are written inline where the window is created, in
 * mainWindow.ts, so scanners and reviewers see them without following variables.
 */
export function createWindowOptions(mode: {
  kiosk: boolean;
  /** The brand (VITE_BRAND_NAME): the title until the page sets its own. */
  title: string;
}): BrowserWindowConstructorOptions {
  return {
    width: 1280,
    height: 800,
    minWidth: 360,
    minHeight: 560,
    show: false,
    backgroundColor: '#0b6e4f',
    title: mode.title,
    autoHideMenuBar: true,
    kiosk: mode.kiosk,
    fullscreen: mode.kiosk,
  };
}
