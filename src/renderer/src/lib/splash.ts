/** The splash shows for 2000 ms from navigation start, not from when the bundle ran. */
export const SPLASH_MS = 2000;

/**
 * Removes the static splash of index.html exactly SPLASH_MS after navigation
 * start. `now` is performance.now(), which counts from navigation start, so
 * the time the bundle took to download is not added on top.
 */
export function scheduleSplashRemoval(
  doc: Document,
  now: number,
  schedule: (callback: () => void, ms: number) => unknown = setTimeout,
): void {
  const remove = (): void => doc.getElementById('splash')?.remove();
  const remaining = SPLASH_MS - now;
  if (remaining <= 0) remove();
  else schedule(remove, remaining);
}

/** Runs `callback` once the splash has gone: work that must not compete with the first view. */
export function afterSplash(
  callback: () => void,
  now: number,
  schedule: (callback: () => void, ms: number) => unknown = setTimeout,
): void {
  schedule(callback, Math.max(0, SPLASH_MS - now));
}
