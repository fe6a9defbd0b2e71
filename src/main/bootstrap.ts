import { join } from 'node:path';
import {
  app,
  type BrowserWindow,
  dialog,
  ipcMain,
  Menu,
  powerSaveBlocker,
  protocol,
  screen,
  session,
  shell,
} from 'electron';
import { buildLinkPolicy } from '@shared/linkPolicy';
import type { SiteConfig } from '@shared/siteConfig';
import { APP_ENTRY } from './appProtocol';
import { APP_SCHEME_PRIVILEGES, handleAppProtocol } from './appProtocolHandler';
import { createCrashRecovery } from './crashRecovery';
import { createAllowedLinkOpener } from './externalLinks';
import { guardWebContents, hardenSession } from './guards';
import { registerIpcHandlers } from './ipcHandlers';
import { createPosterPdfSaver } from './posterPdf';
import {
  appMenuTemplate,
  createPresenting,
  presenterViewDisplay,
  presenterViewUrl,
  presentingUrl,
  relayDeckPlace,
} from './presenting';
import { createMainWindow } from './mainWindow';
import { parseLaunchOptions } from './launchOptions';
import { askStaffAction } from './staffExit';
import { createUsageFile } from './usageFile';
import { exportFolder } from './exportFolder';
import { IPC } from '@shared/ipc';

declare const __SITE_CONFIG__: SiteConfig;

/** Wires the shell: every rule lives in its own module; this only connects them to Electron. */
export function bootstrap(): void {
  // A second copy would put two kiosks on one screen: quit before any window.
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return;
  }

  const options = parseLaunchOptions(process.argv, process.env, app.isPackaged);
  const appEntryUrl = options.devServerUrl ?? APP_ENTRY;
  const policy = buildLinkPolicy(__SITE_CONFIG__);
  // shell.openExternal is reached only through the shared link policy, and never in kiosk mode.
  const openInBrowser = (url: string) => shell.openExternal(url); // eng-disable OPEN_EXTERNAL_JS_CHECK
  const openAllowedLink = createAllowedLinkOpener(policy, openInBrowser, { kiosk: options.kiosk });
  let mainWindow: BrowserWindow | null = null;
  /** The presenter view (S), on the laptop's own display when a projector is attached. */
  let viewWindow: BrowserWindow | null = null;
  let quitting = false;
  const presenting = createPresenting(appEntryUrl, options.kiosk);

  protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);
  app.enableSandbox();

  // Staff exports (usage CSV, poster PDF) go to Documents/<brand>: no file dialog over a kiosk.
  const exportsTo = (): string => exportFolder(app.getPath('documents'), __SITE_CONFIG__.brand);
  const posterPdf = createPosterPdfSaver({
    appEntryUrl,
    kiosk: options.kiosk,
    brand: __SITE_CONFIG__.brand,
    folder: exportsTo,
    now: () => Date.now(),
  });

  const staffExit = (): void => {
    if (!mainWindow) return;
    const window = mainWindow;
    void askStaffAction(dialog, window, __SITE_CONFIG__.brand).then((action) => {
      // The renderer opens its staff view; no PIN: the chord needs a keyboard visitors do not have.
      if (action === 'usage') {
        // Staff are at the kiosk: the print view may save a PDF for a while (posterPdf.ts).
        posterPdf.staffOpened();
        window.webContents.send(IPC.showStaffView);
      }
      if (action !== 'quit') return;
      quitting = true;
      app.quit();
    });
  };

  app.on('second-instance', () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });

  app.on('web-contents-created', (_event, contents) => {
    guardWebContents(contents, {
      appEntryUrl,
      kiosk: options.kiosk,
      openAllowedLink,
      onStaffExit: staffExit,
    });
  });

  app.on('window-all-closed', () => app.quit());

  void app.whenReady().then(() => {
    const appSession = session.fromPartition('lyceo');
    hardenSession(appSession, appEntryUrl, exportsTo());
    handleAppProtocol(appSession.protocol, join(import.meta.dirname, '../renderer'));
    registerIpcHandlers(ipcMain, {
      appEntryUrl,
      info: {
        version: app.getVersion(),
        kiosk: options.kiosk,
        idleSeconds: options.idleSeconds,
        event: options.event,
        kioskName: options.kioskName,
        ignored: options.ignored,
      },
      openAllowedLink,
      usage: createUsageFile(app.getPath('userData')),
      posterPdf,
      setPresenting: (on) => presenting.set(mainWindow, on),
      openPresenterView: () => {
        if (options.kiosk || !mainWindow) return false;
        if (viewWindow && !viewWindow.isDestroyed()) {
          viewWindow.focus();
          return true;
        }
        const view = createMainWindow(
          { kiosk: false, devTools: options.devTools, title: __SITE_CONFIG__.brand },
          join(import.meta.dirname, '../preload/index.cjs'),
        );
        const display = presenterViewDisplay(
          screen.getAllDisplays(),
          screen.getDisplayMatching(mainWindow.getBounds()).id,
          screen.getPrimaryDisplay().id,
        );
        if (display) view.setBounds(display.workArea);
        view.once('ready-to-show', () => view.show());
        view.on('closed', () => {
          viewWindow = null;
        });
        void view.loadURL(presenterViewUrl(appEntryUrl));
        viewWindow = view;
        return true;
      },
      tellDeckPlace: (from, message) =>
        relayDeckPlace([mainWindow, viewWindow], from, message, IPC.deckPlace),
    });

    if (options.kiosk) {
      Menu.setApplicationMenu(null);
      powerSaveBlocker.start('prevent-display-sleep');
    } else {
      const present = (): void => {
        if (mainWindow) presenting.start(mainWindow);
      };
      Menu.setApplicationMenu(
        Menu.buildFromTemplate(appMenuTemplate(present, process.platform === 'darwin')),
      );
    }

    mainWindow = createMainWindow(
      { ...options, title: __SITE_CONFIG__.brand },
      join(import.meta.dirname, '../preload/index.cjs'),
    );
    const window = mainWindow;
    const recovery = createCrashRecovery({
      reload: () => window.webContents.reload(),
      now: () => Date.now(),
      schedule: (callback, ms) => setTimeout(callback, ms),
    });
    window.webContents.on('render-process-gone', () => recovery.onFailure());
    window.on('unresponsive', () => recovery.onFailure());
    window.on('close', (event) => {
      // A kiosk closes only through the staff exit.
      if (options.kiosk && !quitting) event.preventDefault();
    });
    window.once('ready-to-show', () => window.show());
    window.on('closed', () => {
      mainWindow = null;
      // The presenter view has nothing to follow without the deck.
      viewWindow?.close();
    });
    if (options.present) window.setFullScreen(true);
    void window.loadURL(options.present ? presentingUrl(appEntryUrl) : appEntryUrl);
  });
}
