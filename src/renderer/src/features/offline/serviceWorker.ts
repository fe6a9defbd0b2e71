/**
 * Registers the website's service worker (src/sw/sw.ts) and turns its
 * lifecycle into what the visitor sees: a new deployment that has installed
 * and waits is offered in the update notice (store/appUpdate.ts); when it
 * takes over, the page reloads into it. Loaded after the splash, website
 * build only (main.tsx): never part of the first view, never in Electron.
 */
import { SERVICE_WORKER, SKIP_WAITING } from '@shared/webApp';
import { siteRoot } from '../../lib/localePage';
import { useAppUpdate } from '../../store/appUpdate';

/**
 * How often a kiosk asks for a new deployment. The browser checks on every
 * visit, but a kiosk never navigates: it would keep its version for ever.
 */
export const KIOSK_UPDATE_CHECK_MS = 15 * 60 * 1000;

export interface ServiceWorkerOptions {
  kiosk: boolean;
  container?: ServiceWorkerContainer;
  reload?: () => void;
  every?: (callback: () => void, ms: number) => unknown;
}

export async function startServiceWorker({
  kiosk,
  container = navigator.serviceWorker,
  reload = () => window.location.reload(),
  every = (callback, ms) => setInterval(callback, ms),
}: ServiceWorkerOptions): Promise<ServiceWorkerRegistration> {
  // The first install takes control of the page (clients.claim) and changes
  // nothing it shows. Any later change of controller is a new version taking
  // over from the one whose scripts this page runs: reload into it.
  let controlled = container.controller !== null;
  container.addEventListener('controllerchange', () => {
    if (controlled) reload();
    controlled = true;
  });

  // At the site's root, for the whole site, from a language's page under fr/ too.
  const root = siteRoot(document);
  const registration = await container.register(`${root}${SERVICE_WORKER}`, { scope: root });

  const offer = (worker: ServiceWorker): void =>
    useAppUpdate.getState().offer(() => worker.postMessage({ type: SKIP_WAITING }));
  // A worker waits only behind an active one: the first install goes straight on.
  const offerOnceInstalled = (worker: ServiceWorker): void => {
    const check = (): void => {
      if (worker.state === 'installed' && registration.active) offer(worker);
    };
    worker.addEventListener('statechange', check);
    check();
  };

  if (registration.waiting) offerOnceInstalled(registration.waiting);
  if (registration.installing) offerOnceInstalled(registration.installing);
  registration.addEventListener('updatefound', () => {
    if (registration.installing) offerOnceInstalled(registration.installing);
  });

  if (kiosk) {
    // Offline, the check fails quietly; the next one tries again.
    every(() => void registration.update().catch(() => undefined), KIOSK_UPDATE_CHECK_MS);
  }
  return registration;
}
