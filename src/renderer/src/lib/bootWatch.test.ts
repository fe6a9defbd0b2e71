import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  APP_STARTED,
  BOOT_TIMEOUT_MS,
  RETRIES_KEY,
  RETRY_FIRST_MS,
  RETRY_MAX_MS,
  retryDelay,
  watchBoot,
} from './bootWatch';

describe('watchBoot', () => {
  let stop = (): void => undefined;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(performance, 'now').mockReturnValue(0);
    document.documentElement.removeAttribute(APP_STARTED);
    document.body.innerHTML = `
      <div id="splash" role="status">Loading...</div>
      <template id="boot-failed"><p>Lyceo could not finish loading.</p><button type="button">Retry</button></template>
      <template id="boot-failed-kiosk"><p>Lyceo could not start on this kiosk. Staff: check the network.</p><button type="button">Retry</button></template>
      <div id="root"><h1>The prerendered page</h1></div>`;
  });

  afterEach(() => {
    stop();
    sessionStorage.clear();
    vi.useRealTimers();
    document.documentElement.removeAttribute(APP_STARTED);
  });

  const splash = (): HTMLElement | null => document.getElementById('splash');
  const notice = (): HTMLElement | null => document.getElementById('boot-notice');

  it('shows nothing while the app may still start', () => {
    stop = watchBoot(window, false);
    vi.advanceTimersByTime(BOOT_TIMEOUT_MS - 1);
    expect(notice()).toBeNull();
    expect(splash()).toHaveTextContent(/^Loading\.\.\.$/);
  });

  it('when the app has not started in time: the splash goes, the page stays, a notice offers Retry', () => {
    stop = watchBoot(window, false);
    vi.advanceTimersByTime(BOOT_TIMEOUT_MS);
    expect(splash()).toBeNull();
    expect(document.getElementById('root')).toHaveTextContent('The prerendered page');
    expect(notice()).toHaveAttribute('role', 'alert');
    expect(notice()).toHaveTextContent('Lyceo could not finish loading.');
    expect(notice()?.querySelector('button')).toHaveTextContent('Retry');
  });

  it('counts the time from navigation start', () => {
    vi.mocked(performance.now).mockReturnValue(9_000);
    stop = watchBoot(window, false);
    vi.advanceTimersByTime(999);
    expect(notice()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(notice()).toHaveTextContent('could not finish loading');
  });

  it('counts from when the app was asked for, when that came later', () => {
    vi.mocked(performance.now).mockReturnValue(30_000);
    stop = watchBoot(window, false, BOOT_TIMEOUT_MS, 29_000);
    vi.advanceTimersByTime(BOOT_TIMEOUT_MS - 1_001);
    expect(notice()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(notice()).toHaveTextContent('could not finish loading');
  });

  it('shows it at once when a script fails to load', () => {
    stop = watchBoot(window, false);
    const script = document.createElement('script');
    document.head.append(script);
    script.dispatchEvent(new Event('error'));
    expect(notice()).toHaveTextContent('could not finish loading');
    script.remove();
  });

  describe('when the script that failed has an address', () => {
    const reload = vi.fn();
    const failScript = (win: Window): void => {
      stop = watchBoot(win, false);
      const script = document.createElement('script');
      script.src = 'https://lyceo.test/assets/index-old.js';
      document.head.append(script);
      script.dispatchEvent(new Event('error'));
      script.remove();
    };
    const withHost = (answer: () => Promise<Response>) => {
      const fetch = vi.fn(answer);
      const win = new Proxy(window, {
        get: (target, key) => {
          if (key === 'location') return { reload };
          if (key === 'fetch') return fetch;
          return Reflect.get(target, key, target) as unknown;
        },
      });
      return { win, fetch };
    };

    beforeEach(() => reload.mockClear());

    it('reloads into the new deployment when the host no longer has it, asking past every cache', async () => {
      const { win, fetch } = withHost(() => Promise.resolve(new Response(null, { status: 404 })));
      failScript(win);
      await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
      expect(fetch).toHaveBeenCalledWith('https://lyceo.test/assets/index-old.js', {
        method: 'HEAD',
        cache: 'no-store',
      });
      expect(notice()).toBeNull();
    });

    it('does not reload twice within the guard: the notice the second time', async () => {
      const { win } = withHost(() => Promise.resolve(new Response(null, { status: 404 })));
      failScript(win);
      await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
      stop();
      failScript(win);
      await vi.waitFor(() => expect(notice()).toHaveTextContent('could not finish loading'));
      expect(reload).toHaveBeenCalledOnce();
    });

    it('shows the notice when the host has it (the link failed) or cannot be asked', async () => {
      const { win } = withHost(() => Promise.resolve(new Response(null, { status: 200 })));
      failScript(win);
      await vi.waitFor(() => expect(notice()).toHaveTextContent('could not finish loading'));
      notice()?.remove();
      stop();
      failScript(withHost(() => Promise.reject(new TypeError('Failed to fetch'))).win);
      await vi.waitFor(() => expect(notice()).toHaveTextContent('could not finish loading'));
      expect(reload).not.toHaveBeenCalled();
    });
  });

  it('ignores errors that are not a script failing to load', () => {
    stop = watchBoot(window, false);
    document.querySelector('#root')?.dispatchEvent(new Event('error'));
    window.dispatchEvent(new Event('error'));
    expect(notice()).toBeNull();
  });

  it('leaves the page alone once the app has started', () => {
    stop = watchBoot(window, false);
    document.documentElement.setAttribute(APP_STARTED, '');
    vi.advanceTimersByTime(BOOT_TIMEOUT_MS);
    expect(notice()).toBeNull();
  });

  it('shows one notice however often it fails', () => {
    stop = watchBoot(window, false);
    const script = document.createElement('script');
    document.head.append(script);
    script.dispatchEvent(new Event('error'));
    vi.advanceTimersByTime(BOOT_TIMEOUT_MS);
    expect(document.querySelectorAll('#boot-notice')).toHaveLength(1);
    script.remove();
  });

  it('stops watching when asked', () => {
    watchBoot(window, false)();
    vi.advanceTimersByTime(BOOT_TIMEOUT_MS);
    expect(notice()).toBeNull();
  });

  it('reloads the page on Retry', () => {
    const reload = vi.fn();
    const win = new Proxy(window, {
      get: (target, key) =>
        key === 'location' ? { reload } : (Reflect.get(target, key, target) as unknown),
    });
    stop = watchBoot(win, false);
    vi.advanceTimersByTime(BOOT_TIMEOUT_MS);
    notice()?.querySelector('button')?.click();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('takes the notice away when the app starts late', async () => {
    stop = watchBoot(window, false);
    vi.advanceTimersByTime(BOOT_TIMEOUT_MS);
    expect(notice()).not.toBeNull();
    document.documentElement.setAttribute(APP_STARTED, '');
    await Promise.resolve(); // MutationObserver callbacks run as a microtask
    expect(notice()).toBeNull();
  });
});

describe('watchBoot in a kiosk', () => {
  let stop = (): void => undefined;
  const reload = vi.fn();
  const win = new Proxy(window, {
    get: (target, key) =>
      key === 'location' ? { reload } : (Reflect.get(target, key, target) as unknown),
  });

  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(performance, 'now').mockReturnValue(0);
    reload.mockClear();
    document.documentElement.removeAttribute(APP_STARTED);
    document.body.innerHTML = `
      <div id="splash" role="status">Loading...</div>
      <template id="boot-failed"><p>Lyceo could not finish loading.</p><button type="button">Retry</button><a href="https://store.example">Store</a></template>
      <template id="boot-failed-kiosk"><p>Lyceo could not start on this kiosk. Staff: check the network.</p><button type="button">Retry</button></template>
      <div id="root"><a href="./privacy-policy/">Privacy</a></div>`;
  });

  afterEach(() => {
    stop();
    sessionStorage.clear();
    vi.useRealTimers();
    document.documentElement.removeAttribute(APP_STARTED);
  });

  const notice = (): HTMLElement | null => document.getElementById('boot-notice');

  it('keeps the splash and tells staff, with no link', () => {
    stop = watchBoot(win, true);
    vi.advanceTimersByTime(BOOT_TIMEOUT_MS);
    expect(document.getElementById('splash')).toHaveTextContent('Loading...');
    expect(notice()).toHaveTextContent('Staff: check the network.');
    expect(notice()?.querySelector('a')).toBeNull();
  });

  it('reloads by itself, waiting twice as long after each failure, up to a ceiling', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([
      RETRY_FIRST_MS,
      RETRY_FIRST_MS * 2,
      RETRY_FIRST_MS * 4,
      RETRY_FIRST_MS * 8,
      RETRY_FIRST_MS * 16,
      RETRY_MAX_MS,
      RETRY_MAX_MS,
    ]);
    sessionStorage.setItem(RETRIES_KEY, '2');
    stop = watchBoot(win, true);
    vi.advanceTimersByTime(BOOT_TIMEOUT_MS + RETRY_FIRST_MS * 4 - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem(RETRIES_KEY)).toBe('3');
  });

  it('neither reloads nor keeps its notice once the app has started late, and starts the count again', async () => {
    sessionStorage.setItem(RETRIES_KEY, '2');
    stop = watchBoot(win, true);
    vi.advanceTimersByTime(BOOT_TIMEOUT_MS);
    document.documentElement.setAttribute(APP_STARTED, '');
    await Promise.resolve();
    expect(notice()).toBeNull();
    vi.advanceTimersByTime(RETRY_MAX_MS);
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(RETRIES_KEY)).toBeNull();
  });

  it('still retries when storage is unavailable', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    stop = watchBoot(win, true);
    vi.advanceTimersByTime(BOOT_TIMEOUT_MS + RETRY_FIRST_MS);
    expect(reload).toHaveBeenCalledOnce();
  });
});
