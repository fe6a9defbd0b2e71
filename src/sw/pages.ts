/**
 * The language pages in the service worker: not precached (Workbox would
 * download the page the visitor just read a second time, and `/` and
 * `index.html` are two URLs), but kept as the visitor loaded them, under
 * their folder's URL, in a cache of this deployment's own.
 */
import { LANGUAGE_PAGE_FOLDERS } from '@shared/webApp';
import { keepable } from './answerType';

/** The folder URL of the language page `url` names (`/`, `/fr/`, or their index.html), or null. */
export function languagePageOf(url: URL, scope: URL): string | null {
  for (const folder of LANGUAGE_PAGE_FOLDERS) {
    const path = scope.pathname + folder;
    if (url.pathname === path || url.pathname === `${path}index.html`) {
      return new URL(path, scope).href;
    }
  }
  return null;
}

/**
 * Keeps the language page each of `urls` (the open windows) shows, and the
 * pages an earlier deployment kept. A first install reads the page from the
 * browser's cache (the visitor just loaded it; nothing is downloaded again);
 * an update asks the server, which answers the new page or "not modified".
 */
export async function cacheLoadedPages(
  cacheName: string,
  scope: URL,
  urls: readonly URL[],
  firstInstall: boolean,
): Promise<void> {
  const pages = new Set<string>();
  for (const url of urls) {
    const page = languagePageOf(url, scope);
    if (page !== null) pages.add(page);
  }
  for (const name of await caches.keys()) {
    if (!name.startsWith('lyceo-pages-') || name === cacheName) continue;
    for (const request of await (await caches.open(name)).keys()) pages.add(request.url);
  }
  const cache = await caches.open(cacheName);
  await Promise.all(
    [...pages].map(async (page) => {
      const response = await fetch(page, {
        cache: firstInstall ? 'force-cache' : 'no-cache',
        credentials: 'same-origin',
      });
      if (keepable(page, response)) await cache.put(page, response);
    }),
  );
}

/** The page kept for `page`, else the network's answer to `request`, then kept. */
export async function servePage(
  cacheName: string,
  request: Request,
  page: string,
): Promise<Response> {
  const cache = await caches.open(cacheName);
  const cached = await cache.match(page);
  if (cached) return cached;
  const response = await fetch(request);
  if (keepable(page, response) && !response.redirected) {
    await cache.put(page, response.clone());
  }
  return response;
}
