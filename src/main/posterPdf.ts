import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserWindow, Dialog, WebContents } from 'electron';
import { slugOrNull } from '@shared/slug';
import { isTrustedSender } from './navigationPolicy';

/**
 * "Save poster as PDF": main prints the print view to PDF (printToPDF, the
 * sheet's own @page size) into a folder staff choose. Only from our page, only
 * from the print view, and in a kiosk only for a while after the staff chord
 * opened the staff view: a visitor has no physical keyboard for the chord, so
 * no visitor gets a folder dialog nor a file written.
 */

/** How long after the staff chord the print view may save a PDF. */
export const STAFF_PRINT_MS = 15 * 60 * 1000;
/** A folder dialog answered later than this was left to whoever came by: its answer is ignored. */
export const FOLDER_DIALOG_MS = 2 * 60 * 1000;

export interface PosterPdfRequest {
  senderUrl: string | undefined;
  appEntryUrl: string;
  kiosk: boolean;
  /** When staff last opened the staff view with the chord (ms), or null. */
  staffOpenedAt: number | null;
  now: number;
}

/** The print view's route: `#/poster` or `#/poster?…`. */
function isPrintView(senderUrl: string): boolean {
  return /^#\/poster(\?|$)/.test(new URL(senderUrl).hash);
}

export function mayPrintPoster(request: PosterPdfRequest): boolean {
  const { senderUrl, appEntryUrl, kiosk, staffOpenedAt, now } = request;
  if (senderUrl === undefined || !isTrustedSender(senderUrl, appEntryUrl)) return false;
  if (!isPrintView(senderUrl)) return false;
  if (!kiosk) return true;
  return staffOpenedAt !== null && now >= staffOpenedAt && now - staffOpenedAt <= STAFF_PRINT_MS;
}

/** `lyceo-poster-salon-2026.pdf`, `lyceo-flyers.pdf`: the event only when it is a slug. */
export function posterFileName(senderUrl: string, brand: string): string {
  const hash = new URL(senderUrl).hash;
  const params = new URLSearchParams(hash.slice(hash.indexOf('?') + 1));
  const sheet = params.get('sheet') === 'flyers' ? 'flyers' : 'poster';
  const event = slugOrNull(params.get('event'));
  const name = brand.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return `${[name, sheet, event].filter(Boolean).join('-')}.pdf`;
}

export interface PosterPdfDeps {
  appEntryUrl: string;
  kiosk: boolean;
  brand: string;
  dialog: Pick<Dialog, 'showOpenDialog'>;
  window: () => BrowserWindow | null;
  now: () => number;
}

export function createPosterPdfSaver(deps: PosterPdfDeps) {
  let staffOpenedAt: number | null = null;
  return {
    /** The staff chord opened the staff view. */
    staffOpened(): void {
      staffOpenedAt = deps.now();
    },
    /** Asks staff for a folder and writes the sender's page there as PDF; false when refused or cancelled. */
    async save(sender: WebContents, senderUrl: string | undefined): Promise<boolean> {
      const request = { ...deps, senderUrl, staffOpenedAt, now: deps.now() };
      const window = deps.window();
      if (!mayPrintPoster(request) || senderUrl === undefined || !window) return false;
      const asked = request.now;
      const choice = await deps.dialog.showOpenDialog(window, {
        title: 'Save poster as PDF',
        properties: ['openDirectory', 'createDirectory'],
      });
      const [folder] = choice.filePaths;
      if (choice.canceled || folder === undefined) return false;
      // The dialog may be answered long after (or by someone else): the page must still be
      // the print view, staff still within their window, and the answer in time.
      const now = deps.now();
      const after = { ...deps, senderUrl: sender.getURL(), staffOpenedAt, now };
      if (now - asked > FOLDER_DIALOG_MS || !mayPrintPoster(after)) return false;
      const pdf = await sender.printToPDF({ preferCSSPageSize: true, printBackground: true });
      await writeFile(join(folder, posterFileName(senderUrl, deps.brand)), pdf);
      return true;
    },
  };
}

export type PosterPdfSaver = ReturnType<typeof createPosterPdfSaver>;
