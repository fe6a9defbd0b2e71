import { describe, expect, it } from 'vitest';
import { exportFileName } from './exportFileName';

// 27 November 2026, 14:32 on the kiosk's clock.
const AT_1432 = new Date(2026, 10, 27, 14, 32, 51);
const nothingTaken = (): boolean => false;

// Review R4-07: a second export of the day replaced the first file (the same name each time).
describe('the name of a staff CSV export', () => {
  it("keeps the page's name and adds the time of the export", () => {
    expect(exportFileName('lyceo-kiosk-usage-2026-11-27.csv', AT_1432, nothingTaken)).toBe(
      'lyceo-kiosk-usage-2026-11-27-1432.csv',
    );
    expect(
      exportFileName(
        'lyceo-kiosk-usage-2026-11-27.csv',
        new Date(2026, 10, 27, 9, 5),
        nothingTaken,
      ),
    ).toBe('lyceo-kiosk-usage-2026-11-27-0905.csv');
  });

  it('adds a counter while the name is taken, and never gives a taken name', () => {
    const taken = new Set(['usage-1432.csv', 'usage-1432-2.csv']);
    const name = exportFileName('usage.csv', AT_1432, (candidate) => taken.has(candidate));
    expect(name).toBe('usage-1432-3.csv');
    // Each name given is then taken: a day of exports in the same minute, all different.
    const given = new Set<string>();
    for (let export_ = 0; export_ < 12; export_ += 1) {
      const next = exportFileName('usage.csv', AT_1432, (candidate) => given.has(candidate));
      expect(given.has(next)).toBe(false);
      given.add(next);
    }
    expect(given.size).toBe(12);
  });

  it('reduces a hostile name from the page to a plain .csv name inside the folder', () => {
    const name = (suggested: string): string => exportFileName(suggested, AT_1432, nothingTaken);
    expect(name('../../.bashrc')).toBe('bashrc-1432.csv');
    expect(name('..\\..\\Startup\\evil.exe')).toBe('evil.exe-1432.csv');
    expect(name('/etc/passwd')).toBe('passwd-1432.csv');
    expect(name('C:\\Windows\\a.csv')).toBe('a-1432.csv');
    expect(name('..')).toBe('usage-1432.csv');
    expect(name('')).toBe('usage-1432.csv');
    expect(name('a\u0000b:c*?.csv')).toBe('a-b-c--1432.csv');
    expect(name(`${'x'.repeat(300)}.csv`)).toHaveLength(120 + '-1432.csv'.length);
    for (const hostile of ['../../.bashrc', '..', 'dir/../x', 'a\\..\\b']) {
      expect(name(hostile)).not.toMatch(/[\\/]|^\./);
    }
  });

  it('refuses rather than loops when every name is taken', () => {
    expect(() => exportFileName('usage.csv', AT_1432, () => true)).toThrow(/No free name/);
  });
});
