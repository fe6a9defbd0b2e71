import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserWindow, WebContents } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { APP_ENTRY } from './appProtocol';
import { createPosterPdfSaver, STAFF_PRINT_MS } from './posterPdf';

const POSTER = `${APP_ENTRY}#/poster?event=salon-2026`;

/** A saver into a fresh folder whose PDF printing ends when the test says, on a clock the test moves. */
function saverWithSlowPrint() {
  const folder = join(mkdtempSync(join(tmpdir(), 'poster-pdf-')), 'Lyceo');
  let time = 0;
  let printed: (() => void) | null = null;
  const showOpenDialog = vi.fn(() => new Promise<never>(() => undefined));
  const saver = createPosterPdfSaver({
    appEntryUrl: APP_ENTRY,
    kiosk: true,
    brand: 'Lyceo',
    folder: () => folder,
    // What the saver had before: a folder dialog. Never answered, as when nobody is there.
    dialog: { showOpenDialog },
    window: () => ({}) as BrowserWindow,
    now: () => time,
  } as Parameters<typeof createPosterPdfSaver>[0]);
  let url = POSTER;
  const sender = {
    getURL: () => url,
    printToPDF: () =>
      new Promise<Buffer>((resolve) => {
        printed = () => resolve(Buffer.from('%PDF'));
      }),
  } as unknown as WebContents;
  const files = () => (existsSync(folder) ? readdirSync(folder) : []);
  return {
    folder,
    files,
    saver,
    sender,
    showOpenDialog,
    print: async (after: number) => {
      // The PDF is asked for once the saver has checked who asks.
      await vi.waitFor(() => expect(printed).not.toBeNull());
      time += after;
      printed?.();
    },
    leavePrintView: () => {
      url = `${APP_ENTRY}#/`;
    },
  };
}

// Issue 38, finding 3 (the shell): the folder dialog stayed over the kiosk with no end (Electron
// cannot close it from code), for whoever came by. The sheet now goes to one folder, no dialog.
describe('Save poster as PDF in the shell', () => {
  it('writes the sheet into the export folder (made if missing) without any dialog', async () => {
    const { files, saver, sender, showOpenDialog, print } = saverWithSlowPrint();
    saver.staffOpened();
    const saved = saver.save(sender, POSTER);
    await print(1_000);
    await vi.waitFor(() => expect(files()).toEqual(['lyceo-poster-salon-2026.pdf']));
    expect(await saved).toBe(true);
    expect(showOpenDialog).not.toHaveBeenCalled();
  });

  // Finding 10: the page and the staff window are checked again once the PDF is made.
  it('writes nothing when the page left the print view while the PDF was made', async () => {
    const { files, saver, sender, print, leavePrintView } = saverWithSlowPrint();
    saver.staffOpened();
    const saved = saver.save(sender, POSTER);
    leavePrintView();
    await print(1_000);
    expect(await saved).toBe(false);
    expect(files()).toEqual([]);
  });

  it('writes nothing when the staff window closed while the PDF was made', async () => {
    const { files, saver, sender, print } = saverWithSlowPrint();
    saver.staffOpened();
    const saved = saver.save(sender, POSTER);
    await print(STAFF_PRINT_MS + 1);
    expect(await saved).toBe(false);
    expect(files()).toEqual([]);
  });
});
