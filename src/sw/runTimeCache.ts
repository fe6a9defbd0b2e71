import { keepable } from './answerType';
import { putQuietly, withoutRedirect } from './cacheWrite';
import { urlOf, type ManifestEntry } from './precacheGroups';

/**
 * The service worker's cache of files it did not precache: kiosk and poster
 * code, the web manifest and its icons, the kiosk's extras, the visitor's languages' copy and
 * static pages, another language's once used. Each is kept under its cache key
 * (cacheKeysOf), so a copy never goes stale.
 */
export const RUN_TIME_CACHE = 'lyceo-run-time';

/**
 * The key each file of the list is kept under, by its URL: the URL itself for
 * a hashed name (its content never changes), else the URL with the build's
 * revision of the file (`privacy-policy/index.html?__WB_REVISION__=…`, as
 * Workbox's precache does): a new deployment's page or manifest is a new key,
 * fetched again, and the old one goes with the deployment (keepOnly).
 */
export function cacheKeysOf(manifest: readonly ManifestEntry[], scope: URL): Map<string, string> {
  return new Map(
    manifest.map((entry) => {
      const url = new URL(urlOf(entry), scope);
      const key = new URL(url);
      const revision = typeof entry === 'string' ? null : entry.revision;
      if (revision) key.searchParams.set('__WB_REVISION__', revision);
      return [url.href, key.href];
    }),
  );
}

/**
 * The copy kept under `key` (the request's URL unless given), else the
 * network's answer to `request`, kept when it is whole and was not redirected
 * (a navigation cannot be answered with a redirected response), and when the
 * cache takes it: a full storage costs the copy, not the answer.
 */
export async function cacheFirst(
  cacheName: string,
  request: Request,
  key: string = request.url,
): Promise<Response> {
  const cache = await caches.open(cacheName);
  const cached = await cache.match(key);
  if (cached) return cached;
  const response = await fetch(request);
  if (keepable(request, response) && !response.redirected) {
    await putQuietly(cache, key, response.clone());
  }
  return response;
}

/**
 * Fetches and keeps each of `files` not kept yet. A hashed file (its key is
 * its URL) may come from the browser's cache; any other is revalidated, so its
 * copy is the deployment's whose revision its key carries. A file the host
 * sends on through a redirect (`privacy-policy/index.html` to its folder) is
 * kept as the answer it ends on, never as a redirected one, which would not
 * open offline.
 */
export async function cacheUrls(
  cacheName: string,
  files: ReadonlyArray<{ url: string; key: string }>,
): Promise<void> {
  const cache = await caches.open(cacheName);
  await Promise.all(
    files.map(async ({ url, key }) => {
      if (await cache.match(key)) return;
      const response = await fetch(url, {
        credentials: 'same-origin',
        cache: key === url ? 'default' : 'no-cache',
      });
      if (!keepable(url, response)) {
        throw new Error(`${url}: ${response.status} ${response.headers.get('Content-Type') ?? ''}`);
      }
      await cache.put(key, withoutRedirect(response));
    }),
  );
}

/** Deletes what the cache keeps under any key but `keys` (a new deployment's files). */
export async function keepOnly(cacheName: string, keys: Iterable<string>): Promise<void> {
  const cache = await caches.open(cacheName);
  const wanted = new Set(keys);
  for (const request of await cache.keys()) {
    if (!wanted.has(request.url)) await cache.delete(request);
  }
}
