import { keepable } from './answerType';

/**
 * The service worker's cache of files it did not precache: kiosk and poster
 * code, install icons, the kiosk's extras. Only files with content-hashed or
 * otherwise fixed names go here, so a copy never goes stale.
 */
export const RUN_TIME_CACHE = 'lyceo-run-time';

/** The kept copy of `request`, else the network's answer, kept when it is whole. */
export async function cacheFirst(cacheName: string, request: Request): Promise<Response> {
  const cache = await caches.open(cacheName);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (keepable(request, response)) await cache.put(request, response.clone());
  return response;
}

/** Fetches and keeps each of `urls` not kept yet (the browser's cache answers what it has). */
export async function cacheUrls(cacheName: string, urls: readonly string[]): Promise<void> {
  const cache = await caches.open(cacheName);
  await Promise.all(
    urls.map(async (url) => {
      if (await cache.match(url)) return;
      const response = await fetch(url, { credentials: 'same-origin' });
      if (!keepable(url, response)) {
        throw new Error(`${url}: ${response.status} ${response.headers.get('Content-Type') ?? ''}`);
      }
      await cache.put(url, response);
    }),
  );
}

/** Deletes what the cache keeps under any URL but `urls` (a new deployment's files). */
export async function keepOnly(cacheName: string, urls: readonly string[]): Promise<void> {
  const cache = await caches.open(cacheName);
  const wanted = new Set(urls);
  for (const request of await cache.keys()) {
    if (!wanted.has(request.url)) await cache.delete(request);
  }
}
