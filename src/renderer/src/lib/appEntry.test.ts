import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  APP_PREFETCHED,
  appEntryUrls,
  appNeededAtStart,
  loadApp,
  loadAppLater,
  prefetchApp,
} from './appEntry';
import { APP_REQUESTED, APP_STARTED } from './bootWatch';
import { SPLASH_MS } from './splash';

const FILES = 'assets/index-A.js assets/vendor-B.js assets/app-C.js';

function meta(files = FILES): void {
  document.head.innerHTML = `<meta name="app-entry" content="${files}" />`;
}

const scripts = (): string[] =>
  [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src') ?? '');
/** What the page fetched ahead (prefetchApp), with how. */
const fetched = vi.fn((_url: string, _init?: RequestInit) =>
  Promise.resolve(new Response('export {}')),
);
const prefetched = (): string[] => fetched.mock.calls.map(([url]) => url);

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(APP_REQUESTED);
  document.documentElement.removeAttribute(APP_STARTED);
  document.documentElement.removeAttribute(APP_PREFETCHED);
  window.location.hash = '';
  fetched.mockClear();
});

describe('appEntryUrls', () => {
  it('reads the files the landing page names, entry first, from its site root', () => {
    meta();
    expect(appEntryUrls(document, '../')).toEqual([
      '../assets/index-A.js',
      '../assets/vendor-B.js',
      '../assets/app-C.js',
    ]);
  });

  it('is empty on a page that loads the app by itself', () => {
    expect(appEntryUrls(document, './')).toEqual([]);
  });
});

describe('appNeededAtStart', () => {
  it('is needed by a kiosk and by any view but the landing page itself', () => {
    expect(appNeededAtStart({ kiosk: true, hash: '' })).toBe(true);
    expect(appNeededAtStart({ kiosk: false, hash: '#/console' })).toBe(true);
    expect(appNeededAtStart({ kiosk: false, hash: '#/#pricing' })).toBe(true);
  });

  it('is not needed by the landing page at its top or at a section', () => {
    for (const hash of ['', '#/', '#faq'])
      expect(appNeededAtStart({ kiosk: false, hash })).toBe(false);
  });
});

describe('loadApp', () => {
  it('adds each module as a module script of its own, then the entry, once', () => {
    loadApp(document, ['./e.js', './v.js', './a.js']);
    loadApp(document, ['./e.js', './v.js', './a.js']);
    // Each runs in its own task when it arrives: the libraries before the entry.
    expect(scripts()).toEqual(['./v.js', './a.js', './e.js']);
    for (const script of document.head.querySelectorAll('script')) {
      expect(script).toHaveAttribute('type', 'module');
    }
    expect(document.head.querySelector('link[rel="modulepreload"]')).toBeNull();
    expect(document.documentElement).toHaveAttribute(APP_REQUESTED);
  });

  it('tries again after the entry failed to load, without adding its modules twice', () => {
    loadApp(document, ['./e.js', './v.js']);
    document.head.querySelector('script[src="./e.js"]')?.dispatchEvent(new Event('error'));
    expect(scripts()).toEqual(['./v.js']);
    expect(document.documentElement).not.toHaveAttribute(APP_REQUESTED);
    loadApp(document, ['./e.js', './v.js']);
    expect(scripts()).toEqual(['./v.js', './e.js']);
  });
});

describe('prefetchApp', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetched));
  afterEach(() => vi.unstubAllGlobals());

  it('fetches every file once, at low priority, as the module scripts will ask for it', () => {
    prefetchApp(window, ['./e.js', './v.js']);
    prefetchApp(window, ['./e.js', './v.js']);
    expect(prefetched()).toEqual(['./e.js', './v.js']);
    expect(fetched.mock.calls[0]?.[1]).toEqual({
      mode: 'cors',
      credentials: 'same-origin',
      priority: 'low',
    });
    expect(scripts()).toEqual([]);
  });

  it('fetches nothing once the app is on its way', () => {
    loadApp(document, ['./e.js']);
    prefetchApp(window, ['./e.js']);
    expect(prefetched()).toEqual([]);
  });
});

describe('loadAppLater', () => {
  let stop = (): void => undefined;
  const urls = ['./e.js'];
  const never = (): Promise<void> => new Promise(() => undefined);

  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(performance, 'now').mockReturnValue(500);
    vi.stubGlobal('fetch', fetched);
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('loads nothing on a metered link while the visitor stays on the landing page', async () => {
    const onRoute = vi.fn();
    stop = loadAppLater(window, urls, { onRoute, cheapLink: never });
    await vi.advanceTimersByTimeAsync(60_000);
    window.location.hash = '#faq';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(scripts()).toEqual([]);
    expect(onRoute).not.toHaveBeenCalled();
  });

  it('loads the app when the visitor goes to an app route, after saying so', () => {
    const onRoute = vi.fn(() => expect(scripts()).toEqual([]));
    stop = loadAppLater(window, urls, { onRoute, cheapLink: never });
    window.location.hash = '#/console';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(onRoute).toHaveBeenCalledOnce();
    expect(scripts()).toEqual(['./e.js']);
  });

  it('starts the download when a finger lands on a link to the app, not on a section link', () => {
    document.body.innerHTML = '<a href="#faq">FAQ</a><a href="#/videos"><span>Videos</span></a>';
    stop = loadAppLater(window, urls, { onRoute: vi.fn(), cheapLink: never });
    document.querySelector('a')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(scripts()).toEqual([]);
    document.querySelector('span')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(scripts()).toEqual(['./e.js']);
  });

  it('on a cheap link, fetches it once the splash has gone and the page is idle, and runs none of it', async () => {
    stop = loadAppLater(window, urls, { onRoute: vi.fn(), cheapLink: () => Promise.resolve() });
    await vi.advanceTimersByTimeAsync(SPLASH_MS - 500 - 1);
    expect(prefetched()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1 + SPLASH_MS);
    expect(prefetched()).toEqual(['./e.js']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(scripts()).toEqual([]);
  });

  it('on a cheap link, runs it at the first click or key', async () => {
    stop = loadAppLater(window, urls, { onRoute: vi.fn(), cheapLink: () => Promise.resolve() });
    await vi.advanceTimersByTimeAsync(SPLASH_MS);
    expect(scripts()).toEqual([]);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect(scripts()).toEqual(['./e.js']);
  });

  it('on a metered link, a click or a key runs nothing', async () => {
    stop = loadAppLater(window, urls, { onRoute: vi.fn(), cheapLink: never });
    await vi.advanceTimersByTimeAsync(SPLASH_MS);
    document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(scripts()).toEqual([]);
    expect(prefetched()).toEqual([]);
  });

  it('offline, runs it: its QR dialogs stand in for the outbound links', () => {
    stop = loadAppLater(window, urls, { onRoute: vi.fn(), cheapLink: never });
    window.dispatchEvent(new Event('offline'));
    expect(scripts()).toEqual(['./e.js']);
  });

  it('leaves the route to the app once it runs', () => {
    const onRoute = vi.fn();
    stop = loadAppLater(window, urls, { onRoute, cheapLink: never });
    document.documentElement.setAttribute(APP_STARTED, '');
    window.location.hash = '#/videos';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(onRoute).not.toHaveBeenCalled();
  });
});
