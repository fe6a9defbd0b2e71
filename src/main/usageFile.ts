import { mkdir, open, readFile, rename, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { isUsageCounts, MAX_USAGE_BYTES, type UsageCounts } from '@shared/usageSchema';

export const USAGE_FILE_NAME = 'usage-counts.json';

/** Puts a folder's entries on disk; Windows cannot open a folder for that, and needs not. */
async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r').catch(() => null);
  if (!handle) return;
  await handle
    .sync()
    .catch(() => undefined)
    .finally(() => handle.close());
}

export interface UsageFile {
  /** The stored counts, or null when there are none (or they were unusable and moved aside). */
  read(): Promise<UsageCounts | null>;
  /** Validates, then replaces the file atomically; false when refused or not written. */
  write(counts: unknown): Promise<boolean>;
  /** The names of the files this run moved aside (oldest first), for the staff view's warning. */
  setAside(): Promise<string[]>;
}

/**
 * The kiosk's usage counts in one JSON file of the user-data folder. Nothing
 * here throws: a corrupt, foreign, oversized or unreadable file is renamed
 * aside (kept for a curious engineer, and never overwritten by the next save)
 * and counting starts again from nothing.
 */
export function createUsageFile(folder: string, now: () => number = Date.now): UsageFile {
  // `now` is the kiosk's clock: it only names a file moved aside. It never decides
  // which days are kept: a clock that is behind would make every real day "from the future".
  const file = join(folder, USAGE_FILE_NAME);
  // One operation at a time: two overlapping writes would share the temporary
  // file, and a read must see the write before it. No task rejects, so the queue never breaks.
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(task: () => Promise<T>): Promise<T> => {
    const result = queue.then(task);
    queue = result;
    return result;
  };

  const movedAside: string[] = [];
  const moveAside = async (): Promise<void> => {
    const aside = `${file}.corrupt-${now()}`;
    await rename(file, aside).then(
      () => movedAside.push(basename(aside)),
      () => undefined,
    );
  };

  const readValid = async (): Promise<UsageCounts | null> => {
    try {
      const { size } = await stat(file);
      if (size > MAX_USAGE_BYTES) {
        await moveAside();
        return null;
      }
      const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
      // Every day, whatever the clock says: a file with a day no clock gives (2025-13-01) is not ours.
      if (isUsageCounts(parsed)) return parsed;
      await moveAside();
      return null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      // Not only bad JSON: permissions after a `sudo` start, EIO on a cheap SD card, too
      // many open files. Left in place, the next save would replace the counts it holds.
      if (!(error instanceof SyntaxError)) console.error('Usage counts could not be read:', error);
      await moveAside();
      return null;
    }
  };

  const writeValid = async (counts: unknown): Promise<boolean> => {
    if (!isUsageCounts(counts)) return false;
    const json = JSON.stringify(counts);
    if (Buffer.byteLength(json) > MAX_USAGE_BYTES) return false;
    const temporary = `${file}.tmp`;
    try {
      await mkdir(folder, { recursive: true });
      const handle = await open(temporary, 'w');
      try {
        await handle.writeFile(json, 'utf8');
        await handle.sync();
      } finally {
        await handle.close();
      }
      // A rename replaces the file in one step: a crash leaves the old counts or the new, never
      // half. Only once the new file's bytes and the folder's entries are on disk: without the
      // syncs, NTFS, FAT on a USB stick or XFS can leave an empty file after a power cut.
      await syncFolder(folder);
      await rename(temporary, file);
      await syncFolder(folder);
      return true;
    } catch (error) {
      console.error('Usage counts not saved:', error);
      return false;
    }
  };

  return {
    read: () => inTurn(readValid),
    write: (counts) => inTurn(() => writeValid(counts)),
    setAside: () => inTurn(() => Promise.resolve([...movedAside])),
  };
}
