import type { createHashRouter } from 'react-router-dom';
import { claimStaleReloadIn } from '../lib/staleReload';
import { prefetchInFlight } from './pageLoaders';

type AppRouter = ReturnType<typeof createHashRouter>;

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
    // No sessionStorage, no guard: better the error view than a possible loop.
    if (!claimStaleReloadIn(view)) return;
    view.history.replaceState(
      view.history.state,
      '',
      router.createHref(pending ?? router.state.location),
    );
    view.location.reload();
  });
}
