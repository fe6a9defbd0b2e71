import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appEntryUrls, appNeededAtStart, loadApp, loadAppLater } from './appEntry';
import { APP_REQUESTED, APP_STARTED } from './bootWatch';
import { SPLASH_MS } from './splash';

const FILES = 'assets/index-A.js assets/vendor-B.js assets/app-C.js';

function meta(files = FILES): void {
  document.head.innerHTML = `<meta name="app-entry" content="${files}" />`;
}

const scripts = (): string[] =>
  [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src') ?? '');
const preloads = (): string[] =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map(
    (link) => link.getAttribute('href') ?? '',
  );

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(APP_REQUESTED);
  document.documentElement.removeAttribute(APP_STARTED);
  window.location.hash = '';
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
  it('preloads the modules and adds the entry once', () => {
    loadApp(document, ['./e.js', './v.js']);
    loadApp(document, ['./e.js', './v.js']);
    expect(scripts()).toEqual(['./e.js']);
    expect(document.head.querySelector('script')).toHaveAttribute('type', 'module');
    expect(preloads()).toEqual(['./v.js']);
    expect(document.documentElement).toHaveAttribute(APP_REQUESTED);
  });

  it('tries again after the entry failed to load', () => {
    loadApp(document, ['./e.js']);
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    expect(scripts()).toEqual([]);
    expect(document.documentElement).not.toHaveAttribute(APP_REQUESTED);
    loadApp(document, ['./e.js']);
    expect(scripts()).toEqual(['./e.js']);
  });
});

describe('loadAppLater', () => {
  let stop = (): void => undefined;
  const urls = ['./e.js'];
  const never = (): Promise<void> => new Promise(() => undefined);

  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(performance, 'now').mockReturnValue(500);
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    vi.restoreAllMocks();
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

  it('on a cheap link, loads it once the splash has gone and the page is idle', async () => {
    stop = loadAppLater(window, urls, { onRoute: vi.fn(), cheapLink: () => Promise.resolve() });
    await vi.advanceTimersByTimeAsync(SPLASH_MS - 500 - 1);
    expect(scripts()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1 + SPLASH_MS);
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
