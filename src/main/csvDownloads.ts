import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DownloadItem, Event, WebContents } from 'electron';
import { IPC, type ExportResult } from '@shared/ipc';
import { isAppCsvExport } from './downloadPolicy';
import { exportFileName } from './exportFileName';
import { isTrustedSender } from './navigationPolicy';

export interface CsvDownloadDeps {
  appEntryUrl: string;
  /** Documents/<brand> (exportFolder.ts); made at each export, as it may have gone since the start. */
  folder: string;
  now: () => Date;
}

/**
 * The session's `will-download` handler. It lets through only the staff view's CSV
 * (downloadPolicy.ts) from our own page, saves it in the export folder under a name no
 * earlier export has (exportFileName.ts), with no dialog, and tells that page how it
 * ended (IPC.exportResult): staff must not read "Saved" and clear the counts when the
 * folder was unusable or the disk full.
 */
export function createCsvDownloadHandler(deps: CsvDownloadDeps) {
  // Paths given this run: a download still being written is not on disk under its name yet,
  // so two exports in the same minute would otherwise get the same one. Lower case: Windows
  // and macOS folders ignore case.
  const given = new Set<string>();
  const isGiven = (path: string): boolean => given.has(path.toLowerCase());

  return (event: Event, item?: DownloadItem, contents?: WebContents): void => {
    // Only our page's downloads, and only our page hears how they ended.
    const page =
      contents !== undefined && isTrustedSender(contents.getURL(), deps.appEntryUrl)
        ? contents
        : null;
    if (!item || !page || !isAppCsvExport(item.getURL(), item.getMimeType(), deps.appEntryUrl)) {
      event.preventDefault();
      return;
    }
    const report = (result: ExportResult): void => {
      // The window may have closed while the file was written.
      if (!page.isDestroyed()) page.send(IPC.exportResult, result);
    };
    let fileName: string;
    try {
      const { folder } = deps;
      mkdirSync(folder, { recursive: true });
      fileName = exportFileName(
        item.getFilename(),
        deps.now(),
        (name) => isGiven(join(folder, name)) || existsSync(join(folder, name)),
      );
      const path = join(folder, fileName);
      // The path must be set before this handler returns: Electron would show its dialog.
      item.setSavePath(path);
      given.add(path.toLowerCase());
    } catch (error) {
      console.error('Usage CSV not saved:', error);
      event.preventDefault();
      report({ status: 'refused' });
      return;
    }
    item.once('done', (_done, state) => {
      // 'interrupted' (disk full, folder gone) or 'cancelled': no complete file to rely on.
      report(state === 'completed' ? { status: 'saved', fileName } : { status: 'failed' });
    });
  };
}
