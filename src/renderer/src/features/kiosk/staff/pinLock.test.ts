import { beforeEach, describe, expect, it } from 'vitest';
import { lockDuration, lockRemaining, PIN_LOCK_KEY, pinLockKeeper } from './pinLock';

const NOW = new Date(2025, 2, 14, 10).getTime();
const browser = () => localStorage;

describe('staff PIN back-off', () => {
  beforeEach(() => localStorage.clear());

  it('gives three tries, then waits 30 s, 1 min, 5 min, and 5 min after each further one', () => {
    expect([1, 2, 3, 4, 5, 6, 9].map(lockDuration)).toEqual([
      0, 0, 30_000, 60_000, 300_000, 300_000, 300_000,
    ]);
  });

  it('keeps the count and the wait in storage, so a reload starts nothing over', () => {
    const page = pinLockKeeper(browser);
    page.wrong(NOW);
    page.wrong(NOW);
    expect(lockRemaining(page.read(NOW), NOW)).toBe(0);
    page.wrong(NOW);
    const reloaded = pinLockKeeper(browser);
    const lock = reloaded.read(NOW + 1_000);
    expect(lock.failures).toBe(3);
    expect(lockRemaining(lock, NOW + 1_000)).toBe(29_000);
    expect(lockRemaining(lock, NOW + 30_000)).toBe(0);
    expect(reloaded.wrong(NOW + 30_000).until).toBe(NOW + 90_000);
  });

  it('starts over after the right PIN', () => {
    const page = pinLockKeeper(browser);
    for (let i = 0; i < 4; i += 1) page.wrong(NOW);
    page.clear();
    expect(page.read(NOW)).toEqual({ failures: 0, until: 0 });
    expect(pinLockKeeper(browser).read(NOW)).toEqual({ failures: 0, until: 0 });
  });

  it('holds the count in memory when storage is full or blocked', () => {
    const full = () =>
      ({
        getItem: () => null,
        setItem: () => {
          throw new DOMException('full', 'QuotaExceededError');
        },
      }) as unknown as Storage;
    const blocked = (): Storage => {
      throw new DOMException('denied', 'SecurityError');
    };
    for (const storage of [full, blocked]) {
      const page = pinLockKeeper(storage);
      for (let i = 0; i < 3; i += 1) page.wrong(NOW);
      expect(lockRemaining(page.read(NOW + 1_000), NOW + 1_000)).toBe(29_000);
      expect(page.wrong(NOW + 30_000).until).toBe(NOW + 90_000);
    }
  });

  it('never waits longer than the longest step, whatever the clock or storage says', () => {
    const page = pinLockKeeper(browser);
    localStorage.setItem(PIN_LOCK_KEY, JSON.stringify({ failures: 12, until: NOW + 86_400_000 }));
    expect(lockRemaining(page.read(NOW), NOW)).toBe(300_000);
    localStorage.setItem(PIN_LOCK_KEY, '{not json');
    expect(page.read(NOW)).toEqual({ failures: 0, until: 0 });
    localStorage.setItem(PIN_LOCK_KEY, JSON.stringify({ failures: 'x', until: 'y' }));
    expect(page.read(NOW)).toEqual({ failures: 0, until: 0 });
  });
});
