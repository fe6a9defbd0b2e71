import type { createHashRouter } from 'react-router-dom';
import { prefetchInFlight } from './pageLoaders';

type AppRouter = ReturnType<typeof createHashRouter>;

/** sessionStorage: when this tab last reloaded for a missing chunk. */
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
 * After a deploy the old hashed chunks are gone: a tab opened before it (and
 * with no service worker holding the old files) fails the next lazy chunk it
 * needs. Vite reports that as `vite:preloadError`; the tab then reloads once
 * into the new deployment, on the route it was going to. A hover's prefetch
 * that fails reloads nothing: the click that follows will, into its route.
 */
export function reloadOnStaleDeploy(router: AppRouter, view: Window = window): void {
  view.addEventListener('vite:preloadError', () => {
    const pending = router.state.navigation.location;
    if (!pending && prefetchInFlight()) return;
    let reload = false;
    try {
      reload = claimStaleReload(view.sessionStorage, Date.now());
    } catch {
      // No sessionStorage, no guard: better the error view than a possible loop.
    }
    if (!reload) return;
    view.history.replaceState(
      view.history.state,
      '',
      router.createHref(pending ?? router.state.location),
    );
    view.location.reload();
  });
}
