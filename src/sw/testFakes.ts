/**
 * What the worker's tests stand in for (tests only): the browser's Cache
 * Storage, and the answers a worker's fetch sees.
 */
import { vi } from 'vitest';

/**
 * A CacheStorage of one Map per cache name (stubbed as `caches`), enough for what the worker calls.
 * `full`: every write is refused, as a site whose storage is full refuses it.
 */
export function fakeCaches({ full = false } = {}): Map<string, Map<string, Response>> {
  const stores = new Map<string, Map<string, Response>>();
  const keyOf = (what: RequestInfo | URL): string =>
    what instanceof Request ? what.url : String(what);
  vi.stubGlobal('caches', {
    open: (name: string) => {
      const store = stores.get(name) ?? new Map<string, Response>();
      stores.set(name, store);
      return Promise.resolve({
        match: (what: RequestInfo | URL) => Promise.resolve(store.get(keyOf(what))?.clone()),
        put: (what: RequestInfo | URL, response: Response) => {
          if (full) return Promise.reject(new DOMException('Quota exceeded', 'QuotaExceededError'));
          store.set(keyOf(what), response);
          return Promise.resolve();
        },
        delete: (what: RequestInfo | URL) => Promise.resolve(store.delete(keyOf(what))),
        keys: () => Promise.resolve([...store.keys()].map((url) => new Request(url))),
      });
    },
  });
  return stores;
}

/** A same-origin answer as a worker's fetch sees it (`type` is `basic`, not Node's `default`). */
export function answer(contentType: string, body = 'body'): Response {
  const response = new Response(body, { status: 200, headers: { 'Content-Type': contentType } });
  Object.defineProperty(response, 'type', { value: 'basic' });
  return response;
}

/** A prerendered language page as the host sends it: what the worker reads is its `<html lang>`. */
export const languagePage = (lang: string): Response =>
  answer('text/html', `<!doctype html><html lang="${lang}" data-site-root="./">`);
