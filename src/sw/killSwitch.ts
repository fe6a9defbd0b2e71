/**
 * The kill switch, `VITE_SERVICE_WORKER`: `on` (default) builds the offline
 * service worker; `remove` builds one that unregisters itself, deletes its
 * caches and reloads open pages from the network (vite-plugin-pwa's
 * `selfDestroying`, serviceWorkerBuild.ts), and pages that no longer register
 * one. Deploy it to take a broken or unwanted service worker off every
 * visitor's browser.
 */
export type ServiceWorkerMode = 'on' | 'remove';

type Env = Record<string, string | undefined>;

export function parseServiceWorkerMode(env: Env): ServiceWorkerMode {
  const raw = env.VITE_SERVICE_WORKER;
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'on') return 'on';
  if (value === 'remove') return 'remove';
  throw new Error(`Invalid VITE_SERVICE_WORKER="${raw}": expected on or remove.`);
}

/** `define` for the renderer: whether the page registers the service worker (main.tsx). */
export function serviceWorkerDefine(env: Env): Record<string, string> {
  return { __SERVICE_WORKER__: JSON.stringify(parseServiceWorkerMode(env) === 'on') };
}
