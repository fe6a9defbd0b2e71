import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadRouteChunks } from './routeChunks';

const TABLE = {
  '/console': ['assets/ConsolePage-c.js', 'assets/Dialog-d.js'],
  '/videos': ['assets/VideosPage-v.js'],
  fr: ['assets/site-f.js'],
};

function answering(body: unknown, status = 200) {
  return vi.fn((_url: string) => Promise.resolve(new Response(JSON.stringify(body), { status })));
}

const preloads = (): string[] =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map(
    (link) => link.getAttribute('href') ?? '',
  );

/** Lets the fetch and its JSON settle. */
const settled = (): Promise<void> => new Promise((done) => setTimeout(done, 0));

afterEach(() => {
  document.head.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('preloadRouteChunks', () => {
  it("preloads a deep link's page chunks from the build's table, from the site root", async () => {
    const fetch = answering(TABLE);
    vi.stubGlobal('fetch', fetch);
    preloadRouteChunks(window, '../', '#/console?utm_source=qr');
    await settled();
    expect(fetch).toHaveBeenCalledWith('../routes.json');
    expect(preloads()).toEqual(['../assets/ConsolePage-c.js', '../assets/Dialog-d.js']);
  });

  it("adds the page's language's copy, which the app awaits before it renders", async () => {
    vi.stubGlobal('fetch', answering(TABLE));
    preloadRouteChunks(window, '../', '#/videos', 'fr');
    await settled();
    expect(preloads()).toEqual(['../assets/VideosPage-v.js', '../assets/site-f.js']);
    document.head.innerHTML = '';
    preloadRouteChunks(window, './', '#/videos', 'en');
    await settled();
    expect(preloads()).toEqual(['./assets/VideosPage-v.js']);
  });

  it('asks for nothing on the landing page or a routed section', async () => {
    const fetch = answering(TABLE);
    vi.stubGlobal('fetch', fetch);
    for (const hash of ['', '#', '#/', '#/#pricing', '#/?utm_source=qr']) {
      preloadRouteChunks(window, './', hash);
    }
    await settled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('preloads nothing for a route the table does not list', async () => {
    vi.stubGlobal('fetch', answering(TABLE));
    for (const hash of ['#/nowhere', '#/constructor', '#/__proto__']) {
      preloadRouteChunks(window, './', hash);
    }
    await settled();
    expect(preloads()).toEqual([]);
  });

  it('asks for nothing offline, or where the offline worker serves the page from its cache', async () => {
    const fetch = answering(TABLE);
    const view = (navigator: object): Window =>
      ({ fetch, document, navigator }) as unknown as Window;
    preloadRouteChunks(view({ onLine: false }), './', '#/console');
    preloadRouteChunks(
      view({ onLine: true, serviceWorker: { controller: {} } }),
      './',
      '#/console',
    );
    await settled();
    expect(fetch).not.toHaveBeenCalled();
    preloadRouteChunks(
      view({ onLine: true, serviceWorker: { controller: null } }),
      './',
      '#/console',
    );
    await settled();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not preload twice what the entry asked for already', async () => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = './assets/Dialog-d.js';
    document.head.append(link);
    vi.stubGlobal('fetch', answering(TABLE));
    preloadRouteChunks(window, './', '#/console');
    await settled();
    expect(preloads()).toEqual(['./assets/Dialog-d.js', './assets/ConsolePage-c.js']);
  });

  it('changes nothing when the table is missing, odd or out of reach', async () => {
    for (const fetch of [
      answering('Not found', 404),
      answering({ '/console': 'assets/ConsolePage-c.js' }),
      answering({ '/console': ['https://elsewhere.example/x.js', '../../etc/passwd', 42] }),
      answering(null),
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    ]) {
      vi.stubGlobal('fetch', fetch);
      preloadRouteChunks(window, './', '#/console');
      await settled();
      expect(fetch).toHaveBeenCalledTimes(1);
    }
    expect(preloads()).toEqual([]);
  });
});
