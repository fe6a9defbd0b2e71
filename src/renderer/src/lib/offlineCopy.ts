/**
 * The offline copy without the app. A landing page's visitor who never goes
 * where the app is needed never loads it (lib/appEntry.ts), and the app is what
 * registers the service worker and offers its updates
 * (features/offline/serviceWorker.ts). So the boot script registers the same
 * worker, named by the page's meta (tooling/prerender/appEntry.ts), once the
 * page has loaded and on a link that is not metered: the page keeps the
 * student's link and CPU to itself, and the site still opens offline on the
 * next visit. When the app runs, it finds this registration and goes on from it.
 *
 * Nothing on this page offers a new version, and a reload keeps the old one: so,
 * as it starts, a page a worker serves tells that worker it is a landing page
 * without the app (LANDING_WITHOUT_APP), and a new version waiting takes over
 * if this page is the site's only window (src/sw/update.ts). The app has not
 * been asked for yet: the boot script calls this before anything can load it.
 */
import { SERVICE_WORKER_META } from '@shared/pageMeta';
import { LANDING_WITHOUT_APP } from '@shared/webApp';
import { unmeteredLink } from './meteredLink';

export function registerOfflineCopy(
  win: Window,
  siteRoot: string,
  linkAllows: () => Promise<void> = unmeteredLink,
): void {
  const doc = win.document;
  const script = doc.querySelector(`meta[name="${SERVICE_WORKER_META}"]`)?.getAttribute('content');
  // Not in an insecure context (a LAN address over http), nor in a browser without workers.
  const workers = 'serviceWorker' in win.navigator ? win.navigator.serviceWorker : undefined;
  if (!script || !workers) return;
  if (workers.controller) workers.controller.postMessage(LANDING_WITHOUT_APP);
  const register = (): void => {
    linkAllows()
      .then(() => workers.register(siteRoot + script, { scope: siteRoot }))
      // Refused (storage off, a private window): the site works online as before.
      .catch(() => undefined);
  };
  if (doc.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
}
