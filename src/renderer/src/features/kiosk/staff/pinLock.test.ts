import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearPinLock,
  lockDuration,
  lockRemaining,
  PIN_LOCK_KEY,
  readPinLock,
  recordWrongPin,
} from './pinLock';

const NOW = new Date(2025, 2, 14, 10).getTime();

describe('staff PIN back-off', () => {
  beforeEach(() => localStorage.clear());

  it('gives three tries, then waits 30 s, 1 min, 5 min, and 5 min after each further one', () => {
    expect([1, 2, 3, 4, 5, 6, 9].map(lockDuration)).toEqual([
      0, 0, 30_000, 60_000, 300_000, 300_000, 300_000,
    ]);
  });

  it('keeps the count and the wait in storage, so a reload starts nothing over', () => {
    recordWrongPin(localStorage, NOW);
    recordWrongPin(localStorage, NOW);
    expect(lockRemaining(readPinLock(localStorage, NOW), NOW)).toBe(0);
    recordWrongPin(localStorage, NOW);
    const lock = readPinLock(localStorage, NOW + 1_000);
    expect(lock.failures).toBe(3);
    expect(lockRemaining(lock, NOW + 1_000)).toBe(29_000);
    expect(lockRemaining(lock, NOW + 30_000)).toBe(0);
    expect(recordWrongPin(localStorage, NOW + 30_000).until).toBe(NOW + 90_000);
  });

  it('starts over after the right PIN', () => {
    for (let i = 0; i < 4; i += 1) recordWrongPin(localStorage, NOW);
    clearPinLock(localStorage);
    expect(readPinLock(localStorage, NOW)).toEqual({ failures: 0, until: 0 });
  });

  it('never waits longer than the longest step, whatever the clock or storage says', () => {
    localStorage.setItem(PIN_LOCK_KEY, JSON.stringify({ failures: 12, until: NOW + 86_400_000 }));
    expect(lockRemaining(readPinLock(localStorage, NOW), NOW)).toBe(300_000);
    localStorage.setItem(PIN_LOCK_KEY, '{not json');
    expect(readPinLock(localStorage, NOW)).toEqual({ failures: 0, until: 0 });
    localStorage.setItem(PIN_LOCK_KEY, JSON.stringify({ failures: 'x', until: 'y' }));
    expect(readPinLock(localStorage, NOW)).toEqual({ failures: 0, until: 0 });
  });
});
