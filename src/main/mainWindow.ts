import { BrowserWindow } from 'electron';
import { createWindowOptions } from './windowOptions';

/** The one app window. Security flags are literals here on purpose (see windowOptions.ts). */
export function createMainWindow(
  mode: { kiosk: boolean; devTools: boolean; title: string },
  preloadPath: string,
): BrowserWindow {
  return new BrowserWindow({
    ...createWindowOptions(mode),
    webPreferences: {
      // The preload exposes named functions only (src/preload/index.ts) via contextBridge, never ipcRenderer.
      preload: preloadPath, // eng-disable PRELOAD_JS_CHECK
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      spellcheck: false,
      devTools: mode.devTools,
      disableBlinkFeatures: 'Auxclick',
      // Nothing personal is remembered between sessions: an in-memory partition.
      partition: 'lyceo',
    },
  });
}
