import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheFirst, cacheUrls } from './runTimeCache';
import { servePage } from './pages';

/** A CacheStorage of one Map per cache name, enough for what the worker calls. */
function fakeCaches(): Map<string, Map<string, Response>> {
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
          store.set(keyOf(what), response);
          return Promise.resolve();
        },
      });
    },
  });
  return stores;
}

/** A same-origin answer as a worker's fetch sees it (`type` is `basic`, not Node's `default`). */
function answer(contentType: string): Response {
  const response = new Response('body', { status: 200, headers: { 'Content-Type': contentType } });
  Object.defineProperty(response, 'type', { value: 'basic' });
  return response;
}

const origin = 'https://lyceo.cm';
const kioskChunk = `${origin}/assets/KioskLayer-abc123.js`;

// Issue 38, finding 11: the run-time caches (the kiosk's code, the language pages) kept a
// Wi-Fi login page or a host's landing page served in place of a script, as the precache did.
describe('the run-time caches keep only answers of the file’s own type', () => {
  let stores: Map<string, Map<string, Response>>;
  beforeEach(() => {
    stores = fakeCaches();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('passes an HTML page answered for a script on to the page but does not keep it', async () => {
    const fetchStub = vi.fn(() => Promise.resolve(answer('text/html; charset=utf-8')));
    vi.stubGlobal('fetch', fetchStub);
    const response = await cacheFirst('run', new Request(kioskChunk));
    expect(response.headers.get('Content-Type')).toMatch(/text\/html/);
    expect(stores.get('run')?.size ?? 0).toBe(0);
    // The next visit asks the network again instead of serving the wrong page for good.
    await cacheFirst('run', new Request(kioskChunk));
    expect(fetchStub).toHaveBeenCalledTimes(2);
  });

  it('keeps a script answered as JavaScript', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(answer('text/javascript; charset=utf-8')));
    await cacheFirst('run', new Request(kioskChunk));
    expect([...(stores.get('run')?.keys() ?? [])]).toEqual([kioskChunk]);
  });

  it('fails the kiosk’s install-time download on a wrong type, so it is tried again later', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(answer('text/html')));
    await expect(cacheUrls('run', [kioskChunk])).rejects.toThrow(/KioskLayer/);
    expect(stores.get('run')?.size ?? 0).toBe(0);
  });

  it('does not keep a language page answered as something other than HTML', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(answer('application/octet-stream')));
    await servePage('pages', new Request(`${origin}/fr/`), `${origin}/fr/`);
    expect(stores.get('pages')?.size ?? 0).toBe(0);
  });
});
