import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import { IPC, type AppInfo } from '@shared/ipc';
import { isTrustedSender } from './navigationPolicy';
import type { PosterPdfSaver } from './posterPdf';
import type { UsageFile } from './usageFile';

export interface IpcDeps {
  appEntryUrl: string;
  info: AppInfo;
  openAllowedLink: (url: unknown) => boolean;
  /** The kiosk's usage counts file (usageFile.ts validates what is written). */
  usage: UsageFile;
  /** Saves the print view as PDF (posterPdf.ts checks it is the print view, and staff in a kiosk). */
  posterPdf: PosterPdfSaver;
  /** Presenter mode started or ended in the page: the windowed shell goes full screen or back (presenting.ts). */
  setPresenting: (on: unknown) => void;
  /** S: the presenter view in a second window; false in a kiosk (presenting.ts). */
  openPresenterView: () => boolean;
  /** Relays where the deck is to the other presenting window than `from`. */
  tellDeckPlace: (from: unknown, message: unknown) => void;
}

/** The whole IPC surface: each channel checks that the sender is our page. */
export function registerIpcHandlers(ipcMain: IpcMain, deps: IpcDeps): void {
  const trusted = (event: IpcMainInvokeEvent): boolean =>
    isTrustedSender(event.senderFrame?.url, deps.appEntryUrl);

  ipcMain.handle(IPC.getAppInfo, (event) => (trusted(event) ? deps.info : null));
  ipcMain.handle(IPC.openAllowedLink, (event, url: unknown) =>
    // Checked sender, then the link-policy gate (externalLinks.ts), shut in kiosk mode.
    trusted(event) ? deps.openAllowedLink(url) : false,
  );
  ipcMain.handle(IPC.readUsageCounts, (event) => (trusted(event) ? deps.usage.read() : null));
  ipcMain.handle(IPC.writeUsageCounts, (event, counts: unknown) =>
    trusted(event) ? deps.usage.write(counts) : false,
  );
  ipcMain.handle(IPC.usageCountsSetAside, (event) => (trusted(event) ? deps.usage.setAside() : []));
  ipcMain.handle(IPC.setPresenting, (event, on: unknown) => {
    if (trusted(event)) deps.setPresenting(on);
  });
  ipcMain.handle(IPC.openPresenterView, (event) =>
    trusted(event) ? deps.openPresenterView() : false,
  );
  ipcMain.handle(IPC.deckPlace, (event, message: unknown) => {
    if (trusted(event)) deps.tellDeckPlace(event.sender, message);
  });
  ipcMain.handle(IPC.savePosterPdf, (event) =>
    trusted(event) ? deps.posterPdf.save(event.sender, event.senderFrame?.url) : false,
  );
}
