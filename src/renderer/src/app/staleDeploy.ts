import { isSplitRoute, routePathOfHash } from '@shared/routes';
import { prefetchInFlight } from '../lib/prefetch';
import { claimStaleReloadIn } from '../lib/staleReload';
import { pageLoaded } from './pageLoaders';

/**
 * After a deploy the old hashed chunks are gone: a tab opened before it (and
 * with no service worker holding the old files) fails the next lazy chunk it
 * needs. Vite reports that as `vite:preloadError`; the tab then reloads once
 * into the new deployment, on the route it was going to (the hash router has
 * already put it in the address). A hover's prefetch that fails reloads
 * nothing: the click that follows will, into its route. Offline, nothing reloads.
 */
export function reloadOnStaleDeploy(view: Window = window): void {
  view.addEventListener('vite:preloadError', () => {
    // Offline, a file this device has not kept fails for want of the network, not
    // because a deployment removed it: a reload would bring nothing new.
    if (!view.navigator.onLine) return;
    const path = routePathOfHash(view.location.hash);
    const pending = isSplitRoute(path) && !pageLoaded(path);
    if (!pending && prefetchInFlight()) return;
    // No sessionStorage, no guard: better the error view than a possible loop.
    if (!claimStaleReloadIn(view)) return;
    view.location.reload();
  });
}
