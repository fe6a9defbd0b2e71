import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  afterSplash,
  hideSplash,
  holdSplash,
  releaseSplash,
  scheduleSplashRemoval,
  showSplashFor,
  splashHold,
  SPLASH_MS,
} from './splash';
import { replacesLanding, splashHoldAtStart } from './splashHold';

describe('scheduleSplashRemoval', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div id="splash">Loading...</div><div id="root"></div>';
  });
  afterEach(() => vi.useRealTimers());

  const splash = (): HTMLElement | null => document.getElementById('splash');

  it('removes the splash 2000 ms after navigation start, not after the bundle ran', () => {
    expect(SPLASH_MS).toBe(2000);
    scheduleSplashRemoval(document, 600); // the bundle ran 600 ms after navigation start
    vi.advanceTimersByTime(1399);
    expect(splash()).toHaveTextContent('Loading...');
    vi.advanceTimersByTime(1);
    expect(splash()).toBeNull();
    expect(document.getElementById('root')).not.toBeNull();
  });

  it('removes it at once when the bundle arrives after 2000 ms', () => {
    scheduleSplashRemoval(document, 2500);
    expect(splash()).toBeNull();
  });

  it('removes it once parsed when the boot script ran after 2000 ms, before the splash was in the page', () => {
    splash()?.remove();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    scheduleSplashRemoval(document, 2500); // the page's first byte came after 2000 ms
    document.body.insertAdjacentHTML('afterbegin', '<div id="splash">Loading...</div>');
    readyState.mockRestore();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(splash()).toBeNull();
  });

  it('leaves a splash shown again before the page was parsed', () => {
    splash()?.remove();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    scheduleSplashRemoval(document, 2500);
    document.body.insertAdjacentHTML('afterbegin', '<div id="splash">Loading...</div>');
    showSplashFor(document, 'view');
    readyState.mockRestore();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(splash()).toHaveTextContent('Loading...');
    hideSplash(document);
  });

  it('does nothing harmful when the splash is already gone', () => {
    splash()?.remove();
    scheduleSplashRemoval(document, 100);
    expect(() => vi.runAllTimers()).not.toThrow();
  });
});

describe('afterSplash', () => {
  beforeEach(() => {
    document.documentElement.removeAttribute('data-splash-gone');
    document.body.innerHTML = '<div id="splash">Loading...</div>';
  });

  it('waits for the splash to go, however long a view holds it', async () => {
    const callback = vi.fn();
    holdSplash(document, 'view');
    afterSplash(document, callback);
    // Mutation observers report after the current task's microtasks.
    await Promise.resolve();
    expect(callback).not.toHaveBeenCalled();
    hideSplash(document);
    await Promise.resolve();
    expect(callback).toHaveBeenCalledTimes(1);
    showSplashFor(document, 'view');
    hideSplash(document);
    await Promise.resolve();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs at once when the splash has gone already', () => {
    const callback = vi.fn();
    hideSplash(document);
    afterSplash(document, callback);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});

describe('splash holds', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.documentElement.removeAttribute('data-splash-gone');
    document.body.innerHTML = '<div id="splash">Loading...</div><div id="root"></div>';
  });
  afterEach(() => {
    vi.useRealTimers();
    document.documentElement.removeAttribute('data-splash-hold');
    document.documentElement.removeAttribute('data-splash-gone');
  });

  const splash = (): HTMLElement | null => document.getElementById('splash');

  it('the prerendered landing page at its top or a section holds nothing: the boot script takes it away at 2 s', () => {
    for (const hash of ['', '#', '#/', '#faq']) {
      expect(splashHoldAtStart({ prerendered: true, kiosk: false, hash })).toBeNull();
    }
  });

  it('a deep link, a routed section or a page that is not prerendered waits for its view', () => {
    for (const hash of ['#/console', '#/videos', '#/#pricing', '#oops', '#/nowhere']) {
      expect(splashHoldAtStart({ prerendered: true, kiosk: false, hash })).toBe('view');
    }
    expect(splashHoldAtStart({ prerendered: false, kiosk: false, hash: '' })).toBe('view');
  });

  it('a deep link to a view other than the landing page skips laying that page out; a routed section keeps it', () => {
    for (const hash of ['#/console', '#/videos?x=1', '#/privacy-policy', '#oops', '#/nowhere']) {
      expect(replacesLanding(hash), hash).toBe(true);
    }
    for (const hash of ['', '#', '#/', '#/#pricing', '#/?utm_source=qr', '#faq']) {
      expect(replacesLanding(hash), hash).toBe(false);
    }
  });

  it('a kiosk waits for its attract screen, whatever the route', () => {
    expect(splashHoldAtStart({ prerendered: true, kiosk: true, hash: '' })).toBe('kiosk');
    expect(splashHoldAtStart({ prerendered: false, kiosk: true, hash: '#/console' })).toBe('kiosk');
  });

  it('goes only when what it waits for is ready, and not before 2000 ms', () => {
    holdSplash(document, 'kiosk');
    releaseSplash(document, 'view', 500); // the landing page under a kiosk's splash
    vi.advanceTimersByTime(SPLASH_MS);
    expect(splash()).not.toBeNull();
    expect(splashHold(document)).toBe('kiosk');

    releaseSplash(document, 'kiosk', 800); // the attract screen is up at 800 ms
    vi.advanceTimersByTime(SPLASH_MS - 800 - 1);
    expect(splash()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(splash()).toBeNull();
    expect(document.documentElement).toHaveAttribute('data-splash-gone');
    expect(splashHold(document)).toBeNull();
  });

  it('goes at once when the view is ready after 2000 ms', () => {
    holdSplash(document, 'view');
    releaseSplash(document, 'view', 4200);
    expect(splash()).toBeNull();
  });
});

describe('showSplashFor', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('data-splash-hold');
    document.documentElement.removeAttribute('data-splash-gone');
  });

  it('puts the gone splash back, in its own words, held for the view', () => {
    document.body.innerHTML =
      '<div id="splash" role="status">Chargement...</div><div id="root"></div>';
    scheduleSplashRemoval(document, 2500);
    expect(document.getElementById('splash')).toBeNull();
    showSplashFor(document, 'view');
    expect(document.getElementById('splash')).toHaveTextContent('Chargement...');
    expect(document.getElementById('splash')).toHaveAttribute('role', 'status');
    expect(splashHold(document)).toBe('view');
    expect(document.documentElement).not.toHaveAttribute('data-splash-gone');
  });

  it('goes again when the view releases it', () => {
    document.body.innerHTML = '<div id="splash">Loading...</div>';
    scheduleSplashRemoval(document, 2500);
    showSplashFor(document, 'view');
    releaseSplash(document, 'view', 9_000);
    expect(document.getElementById('splash')).toBeNull();
  });
});
