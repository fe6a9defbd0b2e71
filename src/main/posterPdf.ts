import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { WebContents } from 'electron';
import { slugOrNull } from '@shared/slug';
import { isTrustedSender } from './navigationPolicy';

/**
 * "Save poster as PDF": main prints the print view to PDF (printToPDF, the
 * sheet's own @page size) into the shell's export folder (Documents/<brand>,
 * exportFolder.ts). Only from our page, only from the print view, and in a
 * kiosk only for a while after the staff chord opened the staff view: a
 * visitor has no physical keyboard for the chord, so no visitor gets a file
 * written. No folder dialog: Electron cannot close one from code, so one left
 * open would stay over the kiosk for whoever came by.
 */

/** How long after the staff chord the print view may save a PDF. */
export const STAFF_PRINT_MS = 15 * 60 * 1000;

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
  /** Where the sheet goes (made if missing). */
  folder: () => string;
  now: () => number;
}

export function createPosterPdfSaver(deps: PosterPdfDeps) {
  let staffOpenedAt: number | null = null;
  return {
    /** The staff chord opened the staff view. */
    staffOpened(): void {
      staffOpenedAt = deps.now();
    },
    /** Writes the sender's page as PDF into the export folder; false when refused or not written. */
    async save(sender: WebContents, senderUrl: string | undefined): Promise<boolean> {
      const request = { ...deps, senderUrl, staffOpenedAt, now: deps.now() };
      if (!mayPrintPoster(request) || senderUrl === undefined) return false;
      const pdf = await sender.printToPDF({ preferCSSPageSize: true, printBackground: true });
      // Making the PDF takes a while: the page must still be the print view, staff still
      // within their window, or the file would hold whatever the kiosk shows now.
      const after = { ...deps, senderUrl: sender.getURL(), staffOpenedAt, now: deps.now() };
      if (!mayPrintPoster(after)) return false;
      try {
        const folder = deps.folder();
        await mkdir(folder, { recursive: true });
        await writeFile(join(folder, posterFileName(senderUrl, deps.brand)), pdf);
        return true;
      } catch (error) {
        console.error('Poster PDF not saved:', error);
        return false;
      }
    },
  };
}

export type PosterPdfSaver = ReturnType<typeof createPosterPdfSaver>;
