/**
 * `VITE_SERVICE_WORKER`: `on` (default) builds the offline service worker;
 * `remove` is the kill switch. It builds a service worker that unregisters
 * itself, deletes its caches and reloads open pages from the network, and
 * pages that no longer register one: deploy it to take a broken or unwanted
 * service worker off every visitor's browser.
 */
export type ServiceWorkerMode = 'on' | 'remove';

export function parseServiceWorkerMode(env: Record<string, string | undefined>): ServiceWorkerMode {
  const raw = env.VITE_SERVICE_WORKER;
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'on') return 'on';
  if (value === 'remove') return 'remove';
  throw new Error(`Invalid VITE_SERVICE_WORKER="${raw}": expected on or remove.`);
}
