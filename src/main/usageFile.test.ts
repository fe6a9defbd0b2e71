import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyDayUsage, MAX_USAGE_DAYS, type UsageCounts } from '@shared/usageSchema';
import { createUsageFile, USAGE_FILE_NAME } from './usageFile';

const counts = (): UsageCounts => ({
  format: 1,
  days: {
    '2025-03-14': {
      ...emptyDayUsage(),
      sessions: 3,
      searches: 1,
      languages: { fr: 2 },
      qr: { store: 1 },
    },
  },
});

/** The kiosk's clock in these tests: noon on the day counts() holds. */
const NOON = new Date(2025, 2, 14, 12).getTime();
const clock = () => NOON;
const localDay = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'usage-file-'));
});
const stored = (): string => join(folder, USAGE_FILE_NAME);
const asideFiles = (): string[] => readdirSync(folder).filter((name) => name.includes('.corrupt-'));

describe('usage counts file', () => {
  it('has nothing to read at first, then reads back what it wrote, also after a restart', async () => {
    const file = createUsageFile(folder);
    expect(await file.read()).toBeNull();
    expect(await file.write(counts())).toBe(true);
    expect(await file.read()).toEqual(counts());
    expect(await createUsageFile(folder).read()).toEqual(counts());
    expect(readdirSync(folder)).toEqual([USAGE_FILE_NAME]); // no temporary file left behind
  });

  it('creates a missing folder on the first write', async () => {
    const nested = join(folder, 'not', 'yet');
    const file = createUsageFile(nested);
    expect(await file.read()).toBeNull();
    expect(await file.write(counts())).toBe(true);
    expect(JSON.parse(readFileSync(join(nested, USAGE_FILE_NAME), 'utf8'))).toEqual(counts());
  });

  it('moves corrupt JSON aside and starts again', async () => {
    writeFileSync(stored(), '{"format":1,"days":{');
    const file = createUsageFile(folder, clock);
    expect(await file.read()).toBeNull();
    expect(existsSync(stored())).toBe(false);
    expect(asideFiles()).toEqual([`${USAGE_FILE_NAME}.corrupt-${NOON}`]);
    expect(await file.write(counts())).toBe(true);
    expect(await file.read()).toEqual(counts());
  });

  it.each([
    [
      'a counter as text',
      { format: 1, days: { '2025-03-14': { ...emptyDayUsage(), sessions: '3' } } },
    ],
    [
      'a negative counter',
      { format: 1, days: { '2025-03-14': { ...emptyDayUsage(), searches: -1 } } },
    ],
    ['a fraction', { format: 1, days: { '2025-03-14': { ...emptyDayUsage(), sessions: 1.5 } } }],
    ['a bad day key', { format: 1, days: { yesterday: emptyDayUsage() } }],
    ['a missing field', { format: 1, days: { '2025-03-14': { sessions: 1 } } }],
    ['an extra field', { format: 1, days: {}, visitor: 'Ann' }],
    [
      'typed text in a tally',
      {
        format: 1,
        days: { '2025-03-14': { ...emptyDayUsage(), faq: { 'my phone is 6 99 11': 1 } } },
      },
    ],
    [
      'a short histogram',
      { format: 1, days: { '2025-03-14': { ...emptyDayUsage(), lengths: [1, 2] } } },
    ],
    ['another format', { format: 2, days: {} }],
    ['an array', [1, 2, 3]],
    ['a number', 42],
  ])('refuses to write %s and moves such a file aside on reading', async (_name, value) => {
    const file = createUsageFile(folder, clock);
    expect(await file.write(value)).toBe(false);
    expect(existsSync(stored())).toBe(false);
    writeFileSync(stored(), JSON.stringify(value));
    expect(await file.read()).toBeNull();
    expect(asideFiles()).toEqual([`${USAGE_FILE_NAME}.corrupt-${NOON}`]);
  });

  it('a clock that is behind loses no day: read returns every day, and the next write keeps them', async () => {
    // Thirty days of fairs, then the kiosk boots with its clock at 1 January 2010.
    const days: UsageCounts['days'] = {};
    for (let i = 0; i < 30; i += 1) {
      days[localDay(new Date(2025, 2, 1 + i))] = { ...emptyDayUsage(), sessions: 7 };
    }
    writeFileSync(stored(), JSON.stringify({ format: 1, days }));
    const behind = () => new Date(2010, 0, 1, 9).getTime();
    const file = createUsageFile(folder, behind);
    const read = await file.read();
    expect(Object.keys(read?.days ?? {})).toHaveLength(30);
    const next = { format: 1, days: { ...read?.days, '2010-01-01': emptyDayUsage() } };
    expect(await file.write(next)).toBe(true);
    expect(Object.keys((await createUsageFile(folder, behind).read())?.days ?? {})).toHaveLength(
      31,
    );
  });

  it('a clock set back mid-run: later writes still land', async () => {
    const file = createUsageFile(folder, clock);
    expect(await file.write(counts())).toBe(true);
    const twoDaysBack = createUsageFile(folder, () => NOON - 2 * 86_400_000);
    const later = counts();
    later.days['2025-03-12'] = { ...emptyDayUsage(), sessions: 1 };
    expect(await twoDaysBack.write(later)).toBe(true);
    expect(await twoDaysBack.read()).toEqual(later);
  });

  it.each(['2025-13-01', '2025-02-30', '0000-01-01', '1899-12-31'])(
    'refuses to write a store with the day %s, which no clock gives',
    async (key) => {
      const value = { format: 1, days: { ...counts().days, [key]: emptyDayUsage() } };
      expect(await createUsageFile(folder, clock).write(value)).toBe(false);
      expect(existsSync(stored())).toBe(false);
    },
  );

  it('refuses more days than it keeps', async () => {
    const days: UsageCounts['days'] = {};
    for (let i = 0; i <= MAX_USAGE_DAYS; i += 1) {
      days[
        `2024-${String(1 + Math.floor(i / 28)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`
      ] = emptyDayUsage();
    }
    expect(Object.keys(days)).toHaveLength(MAX_USAGE_DAYS + 1);
    expect(await createUsageFile(folder).write({ format: 1, days })).toBe(false);
  });

  it('moves a 10 MB file aside without parsing it', async () => {
    writeFileSync(stored(), `{"format":1,"days":{},"x":"${'a'.repeat(10 * 1024 * 1024)}"}`);
    const parse = vi.spyOn(JSON, 'parse');
    const file = createUsageFile(folder, clock);
    expect(await file.read()).toBeNull();
    expect(parse).not.toHaveBeenCalled();
    expect(asideFiles()).toEqual([`${USAGE_FILE_NAME}.corrupt-${NOON}`]);
  });

  it('never throws when the folder cannot be written', async () => {
    const blocker = join(folder, 'a-file');
    writeFileSync(blocker, 'not a folder');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const file = createUsageFile(join(blocker, 'inside'));
    expect(await file.write(counts())).toBe(false);
    expect(await file.read()).toBeNull();
    expect(errors).toHaveBeenCalled();
  });

  it('keeps writes in order', async () => {
    const file = createUsageFile(folder);
    const later = counts();
    later.days['2025-03-14']!.sessions = 4;
    await Promise.all([file.write(counts()), file.write(later)]);
    expect((await file.read())?.days['2025-03-14']?.sessions).toBe(4);
  });
});
