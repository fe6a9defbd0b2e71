/** sessionStorage: when this tab last reloaded for a file a new deployment removed. */
export const STALE_RELOAD_KEY = 'lyceo.staleDeployReload';
/** A reload this recent that did not bring the file back will not either: no second one. */
export const RELOAD_GUARD_MS = 60_000;

/** Whether to reload now; records the reload, so a new deployment that lacks the file too is not reloaded in a loop. */
export function claimStaleReload(storage: Storage, now: number): boolean {
  const last = Number(storage.getItem(STALE_RELOAD_KEY));
  if (last > 0 && now >= last && now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(STALE_RELOAD_KEY, String(now));
  return true;
}

/**
 * claimStaleReload on the window's sessionStorage; false where there is none
 * (storage blocked): without the guard a reload could loop, and the caller's
 * fallback (an error view, the Retry notice, the page as it is) is better.
 */
export function claimStaleReloadIn(win: Window): boolean {
  try {
    return claimStaleReload(win.sessionStorage, Date.now());
  } catch {
    return false;
  }
}
