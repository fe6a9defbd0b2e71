/**
 * Back-off for the browser kiosk's staff PIN: a few free tries, then a growing
 * wait after each wrong one. Kept in localStorage, so neither a reload nor a
 * new press on the logo gives a visitor fresh tries. A deterrent, not a
 * secret: the PIN itself is readable in the shipped script.
 */

export const PIN_LOCK_KEY = 'lyceo.kiosk.pinLock';
/** Wrong PINs allowed before the first wait. */
export const FREE_TRIES = 3;
/** The waits after the 3rd, 4th and 5th wrong PIN; every later one waits the last. */
export const LOCK_STEPS_MS = [30_000, 60_000, 300_000] as const;
const LONGEST_LOCK_MS = LOCK_STEPS_MS[LOCK_STEPS_MS.length - 1] ?? 0;

export interface PinLock {
  /** Wrong PINs since the last right one. */
  failures: number;
  /** Until when (ms, the kiosk's clock) no PIN is taken; 0 when free. */
  until: number;
}

const FREE: PinLock = { failures: 0, until: 0 };

/** How long a kiosk waits after `failures` wrong PINs in a row. */
export function lockDuration(failures: number): number {
  if (failures < FREE_TRIES) return 0;
  return LOCK_STEPS_MS[Math.min(failures - FREE_TRIES, LOCK_STEPS_MS.length - 1)] ?? 0;
}

export function readPinLock(storage: Storage, now: number): PinLock {
  try {
    const stored = JSON.parse(storage.getItem(PIN_LOCK_KEY) ?? 'null') as Partial<PinLock> | null;
    const failures = Number.isInteger(stored?.failures) ? Math.max(0, stored?.failures ?? 0) : 0;
    const until = Number.isFinite(stored?.until) ? (stored?.until ?? 0) : 0;
    // A clock set back must not lock staff out for longer than the longest wait.
    return { failures, until: Math.min(until, now + LONGEST_LOCK_MS) };
  } catch {
    return FREE;
  }
}

function writePinLock(storage: Storage, lock: PinLock): void {
  try {
    storage.setItem(PIN_LOCK_KEY, JSON.stringify(lock));
  } catch {
    // Storage full or off: the wait lasts as long as the page.
  }
}

/** Milliseconds until the next PIN is taken; 0 when it is taken now. */
export function lockRemaining(lock: PinLock, now: number): number {
  return Math.max(0, lock.until - now);
}

/** One more wrong PIN: the lock it earns, stored. */
export function recordWrongPin(storage: Storage, now: number): PinLock {
  const failures = readPinLock(storage, now).failures + 1;
  const lock = { failures, until: now + lockDuration(failures) };
  writePinLock(storage, lock);
  return lock;
}

/** The right PIN: the count starts over. */
export function clearPinLock(storage: Storage): void {
  writePinLock(storage, FREE);
}
