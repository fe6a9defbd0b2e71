/**
 * Back-off for the browser kiosk's staff PIN: a few free tries, then a growing
 * wait after each wrong one. Kept in localStorage, so neither a reload nor a
 * new press on the logo gives a visitor fresh tries; and in memory for the
 * page's life, so a full or blocked storage does not give them either. A
 * deterrent, not a secret: the PIN itself is readable in the shipped script.
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

/**
 * Where the lock is stored, as a getter: reading `window.localStorage` itself
 * throws a SecurityError where the browser blocks storage.
 */
export type StorageAccess = () => Storage;

export const browserStorage: StorageAccess = () => window.localStorage;

/** How long a kiosk waits after `failures` wrong PINs in a row. */
export function lockDuration(failures: number): number {
  if (failures < FREE_TRIES) return 0;
  return LOCK_STEPS_MS[Math.min(failures - FREE_TRIES, LOCK_STEPS_MS.length - 1)] ?? 0;
}

/** Milliseconds until the next PIN is taken; 0 when it is taken now. */
export function lockRemaining(lock: PinLock, now: number): number {
  return Math.max(0, lock.until - now);
}

function readStored(storage: StorageAccess): PinLock {
  try {
    const stored = JSON.parse(storage().getItem(PIN_LOCK_KEY) ?? 'null') as Partial<PinLock> | null;
    const failures = Number.isInteger(stored?.failures) ? Math.max(0, stored?.failures ?? 0) : 0;
    const until = Number.isFinite(stored?.until) ? (stored?.until ?? 0) : 0;
    return { failures, until };
  } catch {
    return FREE;
  }
}

function writeStored(storage: StorageAccess, lock: PinLock): void {
  try {
    storage().setItem(PIN_LOCK_KEY, JSON.stringify(lock));
  } catch {
    // Storage full or off: the lock held in memory lasts as long as the page.
  }
}

export interface PinLockKeeper {
  /** The lock in force: the stricter of the one held in memory and the stored one. */
  read: (now: number) => PinLock;
  /** One more wrong PIN: the lock it earns, held and stored. */
  wrong: (now: number) => PinLock;
  /** The right PIN: the count starts over. */
  clear: () => void;
}

/**
 * The lock of one page. A wrong PIN counts on from the lock held in memory as
 * well as the stored one, never from storage alone: a write that failed
 * (quota) would otherwise give fresh tries each time.
 */
export function pinLockKeeper(storage: StorageAccess): PinLockKeeper {
  let held = FREE;
  const read = (now: number): PinLock => {
    const stored = readStored(storage);
    const failures = Math.max(held.failures, stored.failures);
    const until = Math.max(held.until, stored.until);
    // A clock set back must not lock staff out for longer than the longest wait.
    return { failures, until: Math.min(until, now + LONGEST_LOCK_MS) };
  };
  return {
    read,
    wrong(now) {
      const failures = read(now).failures + 1;
      held = { failures, until: now + lockDuration(failures) };
      writeStored(storage, held);
      return held;
    },
    clear() {
      held = FREE;
      writeStored(storage, FREE);
    },
  };
}

/** This page's lock (the PIN pad's): held for the page's life, stored when the browser lets it. */
export const pagePinLock = pinLockKeeper(browserStorage);
