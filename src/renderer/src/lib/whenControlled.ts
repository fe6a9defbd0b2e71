/**
 * Runs `task` once a service worker controls this page (a first install
 * claims it); with no worker at all (blocked, failed to register), never.
 * Work that only a worker can keep waits here, not inside a prefetch, whose
 * open count would then stay up for good (lib/prefetch.ts, app/staleDeploy.ts).
 */
export function whenControlled(
  task: () => void,
  container: ServiceWorkerContainer = navigator.serviceWorker,
): void {
  if (container.controller) task();
  else container.addEventListener('controllerchange', () => task(), { once: true });
}
