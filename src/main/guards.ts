import type { Session, WebContents } from 'electron';
import { createCsvDownloadHandler } from './csvDownloads';
import { decideKey } from './keyPolicy';
import { isAppNavigation } from './navigationPolicy';

/**
 * Every permission request and check is refused: the site needs none. Downloads too, but
 * the staff CSV, which goes straight into `exportFolder` (exportFolder.ts: no dialog) under
 * a name of its own, its page told how it ended (csvDownloads.ts).
 */
export function hardenSession(session: Session, appEntryUrl: string, exportFolder: string): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.on(
    'will-download',
    createCsvDownloadHandler({ appEntryUrl, folder: exportFolder, now: () => new Date() }),
  );
}

export interface ContentsGuardOptions {
  appEntryUrl: string;
  kiosk: boolean;
  /** Hands an allowed link to the system browser; in kiosk mode links go to the QR dialog instead. */
  openAllowedLink: (url: string) => boolean;
  onStaffExit: () => void;
}

/** Keeps a webContents on the app's own page and blocks webviews, pop-ups and kiosk escape keys. */
export function guardWebContents(contents: WebContents, options: ContentsGuardOptions): void {
  contents.setWindowOpenHandler(({ url }) => {
    // A target=_blank link in a normal window opens in the system browser when the policy allows it.
    if (!options.kiosk) options.openAllowedLink(url);
    return { action: 'deny' };
  });
  contents.on('will-navigate', (event, url) => {
    if (!isAppNavigation(url, options.appEntryUrl)) event.preventDefault();
  });
  contents.on('will-frame-navigate', (event) => {
    if (!isAppNavigation(event.url, options.appEntryUrl)) event.preventDefault();
  });
  contents.on('will-redirect', (event, url) => {
    if (!isAppNavigation(url, options.appEntryUrl)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.on('before-input-event', (event, input) => {
    const decision = decideKey(input, options.kiosk);
    if (decision === 'allow') return;
    event.preventDefault();
    if (decision === 'staff-exit') options.onStaffExit();
  });
  if (options.kiosk) {
    contents.setVisualZoomLevelLimits(1, 1).catch(() => undefined);
    contents.on('zoom-changed', () => contents.setZoomLevel(0));
  }
}
