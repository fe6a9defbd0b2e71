import { EventEmitter } from 'node:events';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Session } from 'electron';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IPC } from '@shared/ipc';
import { APP_ENTRY } from './appProtocol';
import { hardenSession } from './guards';

type Listener = (...args: unknown[]) => unknown;

// 14 March 2025, 14:32 on the kiosk's clock (only Date is faked).
const AT_1432 = new Date(2025, 2, 14, 14, 32, 10);
const PAGE_NAME = 'lyceo-kiosk-usage-2025-03-14.csv';

/** A session that records its will-download handler, hardened to save into `folder`. */
function hardened(folder: string) {
  let onDownload: Listener = () => undefined;
  const session = {
    setPermissionRequestHandler: vi.fn(),
    setPermissionCheckHandler: vi.fn(),
    on: (event: string, handler: Listener) => {
      if (event === 'will-download') onDownload = handler;
    },
  };
  hardenSession(session as unknown as Session, APP_ENTRY, folder);
  /** The page asks for a download; returns what Electron's objects saw. */
  const download = (
    options: { url?: string; mime?: string; pageUrl?: string; name?: string } = {},
  ) => {
    const event = { preventDefault: vi.fn() };
    const item = Object.assign(new EventEmitter(), {
      getURL: () => options.url ?? 'blob:app://lyceo/4f6a',
      getMimeType: () => options.mime ?? 'text/csv',
      getFilename: () => options.name ?? PAGE_NAME,
      setSavePath: vi.fn(),
    });
    const page = {
      getURL: () => options.pageUrl ?? `${APP_ENTRY}#/`,
      isDestroyed: () => false,
      send: vi.fn(),
    };
    onDownload(event, item, page);
    const savePath = (): string | undefined => item.setSavePath.mock.calls[0]?.[0] as string;
    /** What main told the page on the export channel. */
    const results = (): unknown[] =>
      page.send.mock.calls.filter(([channel]) => channel === IPC.exportResult).map(([, r]) => r);
    const done = (state: 'completed' | 'interrupted' | 'cancelled'): void => {
      // Electron has written the file (or part of it) by then.
      if (state === 'completed') writeFileSync(savePath() as string, 'date,kiosk\r\n');
      item.emit('done', {}, state);
    };
    return { event, item, page, savePath, results, done };
  };
  return { download };
}

let documents: string;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(AT_1432);
  documents = mkdtempSync(join(tmpdir(), 'lyceo-documents-'));
});
afterEach(() => {
  vi.useRealTimers();
});

// Review R4-06: staff read "Saved in Documents › Lyceo" when the shell had refused or failed the
// download, and could then clear the counts. Main now tells the page how each export ended.
describe('the staff CSV export in the shell', () => {
  it('refuses it and tells the page when the export folder cannot be used', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Documents/Lyceo cannot be made: a file stands where Documents should be.
    const notAFolder = join(documents, 'Documents');
    writeFileSync(notAFolder, '');
    const { event, item, results } = hardened(join(notAFolder, 'Lyceo')).download();
    expect(event.preventDefault).toHaveBeenCalled();
    expect(item.setSavePath).not.toHaveBeenCalled();
    expect(results()).toEqual([{ status: 'refused' }]);
  });

  it('tells the page it failed when the download is interrupted (a full disk) or cancelled', () => {
    const folder = join(documents, 'Lyceo');
    const exports = hardened(folder);
    const interrupted = exports.download();
    expect(interrupted.event.preventDefault).not.toHaveBeenCalled();
    // Nothing is said before the file is written: "Saving…" until then.
    expect(interrupted.results()).toEqual([]);
    interrupted.done('interrupted');
    expect(interrupted.results()).toEqual([{ status: 'failed' }]);
    const cancelled = exports.download();
    cancelled.done('cancelled');
    expect(cancelled.results()).toEqual([{ status: 'failed' }]);
  });

  it('saves it in the export folder, with the time in its name, and tells the page that name', () => {
    const folder = join(documents, 'Lyceo');
    const csv = hardened(folder).download();
    expect(csv.event.preventDefault).not.toHaveBeenCalled();
    expect(csv.savePath()).toBe(join(folder, 'lyceo-kiosk-usage-2025-03-14-1432.csv'));
    expect(existsSync(folder)).toBe(true);
    csv.done('completed');
    expect(csv.results()).toEqual([
      { status: 'saved', fileName: 'lyceo-kiosk-usage-2025-03-14-1432.csv' },
    ]);
  });

  // Review R4-07: a second export of the day replaced the first file.
  it('gives a second export in the same minute a counter: the first file stays', () => {
    const folder = join(documents, 'Lyceo');
    const exports = hardened(folder);
    const noon = exports.download();
    noon.done('completed');
    const again = exports.download();
    expect(again.savePath()).toBe(join(folder, 'lyceo-kiosk-usage-2025-03-14-1432-2.csv'));
    again.done('completed');
    expect(again.results()).toEqual([
      { status: 'saved', fileName: 'lyceo-kiosk-usage-2025-03-14-1432-2.csv' },
    ]);
  });

  it('never gives the same path twice, even to exports still being written or made by an earlier run', () => {
    const folder = join(documents, 'Lyceo');
    // An earlier run of the shell saved one at this minute.
    hardened(folder).download().done('completed');
    const exports = hardened(folder);
    // Three exports at once: none is on disk under its name yet.
    const paths = [exports.download(), exports.download(), exports.download()].map((csv) =>
      csv.savePath(),
    );
    expect(new Set(paths).size).toBe(3);
    expect(paths).not.toContain(join(folder, 'lyceo-kiosk-usage-2025-03-14-1432.csv'));
  });

  it('keeps a hostile name from the page inside the export folder', () => {
    const folder = join(documents, 'Lyceo');
    for (const name of ['../../.bashrc', '..\\..\\evil.exe', '..', '/etc/passwd']) {
      const csv = hardened(folder).download({ name });
      expect(dirname(csv.savePath() as string)).toBe(folder);
      expect(csv.savePath()).toMatch(/-1432\.csv$/);
    }
  });

  it('refuses any other download, and tells no page from elsewhere', () => {
    const folder = join(documents, 'Lyceo');
    const exports = hardened(folder);
    for (const other of [
      exports.download({ url: 'https://evil.example/a.csv' }),
      exports.download({ mime: 'application/octet-stream' }),
      exports.download({ pageUrl: 'https://evil.example/' }),
    ]) {
      expect(other.event.preventDefault).toHaveBeenCalled();
      expect(other.item.setSavePath).not.toHaveBeenCalled();
      expect(other.page.send).not.toHaveBeenCalled();
    }
  });
});
