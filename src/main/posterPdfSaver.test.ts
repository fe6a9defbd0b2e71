import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserWindow, WebContents } from 'electron';
import { describe, expect, it } from 'vitest';
import { APP_ENTRY } from './appProtocol';
import { createPosterPdfSaver, FOLDER_DIALOG_MS, STAFF_PRINT_MS } from './posterPdf';

const POSTER = `${APP_ENTRY}#/poster?event=salon-2026`;

/** A saver whose folder dialog answers when the test says, on a clock the test moves. */
function saverWithSlowDialog() {
  const folder = mkdtempSync(join(tmpdir(), 'poster-pdf-'));
  let time = 0;
  let answer: (folder: string) => void = () => undefined;
  const saver = createPosterPdfSaver({
    appEntryUrl: APP_ENTRY,
    kiosk: true,
    brand: 'Lyceo',
    dialog: {
      showOpenDialog: () =>
        new Promise((resolve) => {
          answer = (chosen) => resolve({ canceled: false, filePaths: [chosen] });
        }),
    },
    window: () => ({}) as BrowserWindow,
    now: () => time,
  });
  let url = POSTER;
  const sender = {
    getURL: () => url,
    printToPDF: () => Promise.resolve(Buffer.from('%PDF')),
  } as unknown as WebContents;
  return {
    folder,
    saver,
    sender,
    answer: (after: number) => {
      time += after;
      answer(folder);
    },
    leavePrintView: () => {
      url = `${APP_ENTRY}#/`;
    },
  };
}

// Finding 10 of issue 38: the page and the staff window were checked only before the folder dialog.
describe('Save poster as PDF, after its folder dialog', () => {
  it('writes nothing when the page left the print view meanwhile', async () => {
    const { folder, saver, sender, answer, leavePrintView } = saverWithSlowDialog();
    saver.staffOpened();
    const saved = saver.save(sender, POSTER);
    leavePrintView();
    answer(60_000);
    expect(await saved).toBe(false);
    expect(readdirSync(folder)).toEqual([]);
  });

  it('writes nothing when the staff window closed meanwhile', async () => {
    const { folder, saver, sender, answer } = saverWithSlowDialog();
    saver.staffOpened();
    const saved = saver.save(sender, POSTER);
    answer(STAFF_PRINT_MS + 1);
    expect(await saved).toBe(false);
    expect(readdirSync(folder)).toEqual([]);
  });

  it('gives up on a dialog left unanswered: a late answer writes nothing', async () => {
    const { folder, saver, sender, answer } = saverWithSlowDialog();
    saver.staffOpened();
    const saved = saver.save(sender, POSTER);
    answer(FOLDER_DIALOG_MS + 1);
    expect(await saved).toBe(false);
    expect(readdirSync(folder)).toEqual([]);
  });

  it('still writes the sheet when answered in time, on the print view', async () => {
    const { folder, saver, sender, answer } = saverWithSlowDialog();
    saver.staffOpened();
    const saved = saver.save(sender, POSTER);
    answer(30_000);
    expect(await saved).toBe(true);
    expect(readdirSync(folder)).toEqual(['lyceo-poster-salon-2026.pdf']);
  });
});
