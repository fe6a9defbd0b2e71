/**
 * Test doubles for the worker's tests in Node (tests only): a CacheStorage, and
 * answers as a worker's fetch sees them.
 */
import { vi } from 'vitest';

/** A CacheStorage of one Map per cache name, enough for what the worker calls; stubbed as `caches`. */
export function fakeCaches(): Map<string, Map<string, Response>> {
  const stores = new Map<string, Map<string, Response>>();
  const keyOf = (what: RequestInfo | URL): string =>
    what instanceof Request ? what.url : String(what);
  vi.stubGlobal('caches', {
    keys: () => Promise.resolve([...stores.keys()]),
    open: (name: string) => {
      const store = stores.get(name) ?? new Map<string, Response>();
      stores.set(name, store);
      return Promise.resolve({
        match: (what: RequestInfo | URL) => Promise.resolve(store.get(keyOf(what))?.clone()),
        put: (what: RequestInfo | URL, response: Response) => {
          store.set(keyOf(what), response);
          return Promise.resolve();
        },
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
