import { useAppUpdate } from '../../../store/appUpdate';

/**
 * How long a reset waits for the waiting version to take control before it
 * resets in place and keeps the new version for the next reset.
 */
export const TAKEOVER_LIMIT_MS = 30_000;

/** A visitor arriving while the reset waits: they get the landing page now, not a reload later. */
const VISITOR_EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const;

/** Reloads into the version in control, at the landing page. */
function reloadAtStart(reloadIntoNew: () => void): void {
  window.history.replaceState(window.history.state, '', '#/');
  reloadIntoNew();
}

/**
 * A kiosk's idle reset when a new version is waiting, or already controls the
 * page: the reset is a reload into it, at `#/`, while nobody is there.
 *
 * Order matters. Chromium activates a worker that skips waiting only once the
 * old one has no work, and the old one restarts for any request the page
 * makes: the landing page's chunks, and the favicon, which Chromium fetches
 * again whenever the address changes, even by replaceState. A reset that
 * rendered first and then posted SKIP_WAITING left the new version waiting
 * for 30 s to 5 min (for ever under DevTools), then reloaded in front of the
 * next visitor. So this asks first and changes nothing, not even the address,
 * until the new version controls the page (serviceWorker.ts sets
 * `reloadIntoNew`); then it moves to `#/` and reloads.
 *
 * If it has not taken control after TAKEOVER_LIMIT_MS, or a visitor touches the
 * screen first, `resetInPlace` runs and the take-over, whenever it comes, waits
 * for the next reset: no reload once the reset has passed.
 *
 * Returns false when there is no new version: the caller resets in place.
 */
export function resetIntoUpdate(resetInPlace: () => void): boolean {
  const { apply, reloadIntoNew } = useAppUpdate.getState();
  if (reloadIntoNew !== null) {
    reloadAtStart(reloadIntoNew);
    return true;
  }
  if (apply === null) return false;
  const stop = (): void => {
    window.clearTimeout(limit);
    unsubscribe();
    for (const name of VISITOR_EVENTS) window.removeEventListener(name, giveUp, true);
  };
  const unsubscribe = useAppUpdate.subscribe(({ reloadIntoNew: takenOver }) => {
    if (takenOver === null) return;
    stop();
    reloadAtStart(takenOver);
  });
  function giveUp(): void {
    stop();
    resetInPlace();
  }
  const limit = window.setTimeout(giveUp, TAKEOVER_LIMIT_MS);
  for (const name of VISITOR_EVENTS) window.addEventListener(name, giveUp, true);
  apply();
  return true;
}
