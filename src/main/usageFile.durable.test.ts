import { mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyDayUsage, type UsageCounts } from '@shared/usageSchema';

/** What the file system was asked, in order: syncs (of the file, of the folder) and renames. */
const steps: string[] = [];
vi.mock('node:fs/promises', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs/promises')>();
  return {
    ...real,
    open: async (...args: Parameters<typeof real.open>) => {
      const handle = await real.open(...args);
      const name = String(args[0]);
      const sync = handle.sync.bind(handle);
      handle.sync = async () => {
        steps.push(`sync ${name.endsWith('.tmp') ? 'file' : 'folder'}`);
        await sync();
      };
      return handle;
    },
    rename: async (from: string, to: string) => {
      if (from.endsWith('.tmp')) steps.push('rename');
      await real.rename(from, to);
    },
  };
});

const { createUsageFile, USAGE_FILE_NAME } = await import('./usageFile');

const counts = (): UsageCounts => ({
  format: 1,
  days: { '2025-03-14': { ...emptyDayUsage(), sessions: 500 } },
});
const NOON = new Date(2025, 2, 14, 12).getTime();

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'usage-durable-'));
  steps.length = 0;
});

// Findings 8 and 9 of issue 38.
describe('usage counts file, when the disk misbehaves', () => {
  it('a power cut cannot empty it: the new file is on disk before the rename, the rename after it', async () => {
    const file = createUsageFile(folder);
    expect(await file.write(counts())).toBe(true);
    expect(steps).toEqual(['sync file', 'sync folder', 'rename', 'sync folder']);
    expect(await file.read()).toEqual(counts());
  });

  it('a file it cannot read (here a folder in its place: EISDIR) is moved aside like a corrupt one, and the next save keeps it', async () => {
    mkdirSync(join(folder, USAGE_FILE_NAME));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const file = createUsageFile(folder, () => NOON);
    expect(await file.read()).toBeNull();
    expect(readdirSync(folder)).toEqual([`${USAGE_FILE_NAME}.corrupt-${NOON}`]);
    expect(errors.mock.calls.flat().map(String).join(' ')).toMatch(/could not be read/);
    expect(await file.write(counts())).toBe(true);
    expect(readdirSync(folder).sort()).toEqual([
      USAGE_FILE_NAME,
      `${USAGE_FILE_NAME}.corrupt-${NOON}`,
    ]);
  });

  it('names each file it moved aside, for the staff view’s warning', async () => {
    mkdirSync(join(folder, USAGE_FILE_NAME));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const file = createUsageFile(folder, () => NOON);
    expect(await file.setAside()).toEqual([]);
    await file.read();
    expect(await file.setAside()).toEqual([`${USAGE_FILE_NAME}.corrupt-${NOON}`]);
  });
});
