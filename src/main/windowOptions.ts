import type { BrowserWindowConstructorOptions } from 'electron';

/**
 * The window's shape per mode, as a pure function. The security flags
 * (webPreferences) are written inline where the window is created, in
 * mainWindow.ts, so scanners and reviewers see them without following variables.
 */
export function createWindowOptions(mode: { kiosk: boolean }): BrowserWindowConstructorOptions {
  return {
    width: 1280,
    height: 800,
    minWidth: 360,
    minHeight: 560,
    show: false,
    backgroundColor: '#0b6e4f',
    title: 'Lyceo',
    autoHideMenuBar: true,
    kiosk: mode.kiosk,
    fullscreen: mode.kiosk,
  };
}
