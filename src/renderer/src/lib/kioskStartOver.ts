/**
 * sessionStorage: this tab has started the kiosk before. A tab's sessionStorage
 * outlives a reload and a renderer crash (the shell's crash recovery reloads
 * the same tab: src/main/crashRecovery.ts), and a new tab or window starts
 * without it.
 */
export const KIOSK_STARTED_KEY = 'lyceo-kiosk-started';

/**
 * Why (issue 63, point 8): after a reload or a crash mid-visit, the kiosk came
 * back where the last visitor was (`#/console` under the attract loop), so the
 * next visitor met a stranger's page. A kiosk's tab that has started before
 * starts over at the home page; the first start keeps the address it was given
 * (a kiosk set up on a page of its own, the browser tests' deep links). Called
 * before the first render, so the router reads `#/` from the start. Storage off:
 * nothing to tell the two apart by, and the address is kept.
 */
export function startKioskOver(win: Window): void {
  let startedBefore: boolean;
  try {
    startedBefore = win.sessionStorage.getItem(KIOSK_STARTED_KEY) !== null;
    if (!startedBefore) win.sessionStorage.setItem(KIOSK_STARTED_KEY, '1');
  } catch {
    return;
  }
  if (startedBefore && win.location.hash !== '#/') {
    win.history.replaceState(null, '', '#/');
  }
}
