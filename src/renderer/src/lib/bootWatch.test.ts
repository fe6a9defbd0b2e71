import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_STARTED, BOOT_TIMEOUT_MS, watchBoot } from './bootWatch';

describe('watchBoot', () => {
  let stop = (): void => undefined;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(performance, 'now').mockReturnValue(0);
    document.documentElement.removeAttribute(APP_STARTED);
    document.body.innerHTML = `
      <div id="splash" role="status">Loading...</div>
      <template id="boot-failed"><p>Lyceo could not finish loading.</p><button type="button">Retry</button></template>
      <div id="root"><h1>The prerendered page</h1></div>`;
  });

  afterEach(() => {
    stop();
    vi.useRealTimers();
    document.documentElement.removeAttribute(APP_STARTED);
  });

  const splash = (): HTMLElement | null => document.getElementById('splash');
  const notice = (): HTMLElement | null => document.getElementById('boot-notice');

  it('shows nothing while the app may still start', () => {
    stop = watchBoot(window);
    vi.advanceTimersByTime(BOOT_TIMEOUT_MS - 1);
    expect(notice()).toBeNull();
    expect(splash()).toHaveTextContent(/^Loading\.\.\.$/);
  });

  it('when the app has not started in time: the splash goes, the page stays, a notice offers Retry', () => {
    stop = watchBoot(window);
    vi.advanceTimersByTime(BOOT_TIMEOUT_MS);
    expect(splash()).toBeNull();
    expect(document.getElementById('root')).toHaveTextContent('The prerendered page');
    expect(notice()).toHaveAttribute('role', 'alert');
    expect(notice()).toHaveTextContent('Lyceo could not finish loading.');
    expect(notice()?.querySelector('button')).toHaveTextContent('Retry');
  });

  it('counts the time from navigation start', () => {
    vi.mocked(performance.now).mockReturnValue(9_000);
    stop = watchBoot(window);
    vi.advanceTimersByTime(999);
    expect(notice()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(notice()).toHaveTextContent('could not finish loading');
  });

  it('shows it at once when a script fails to load', () => {
    stop = watchBoot(window);
    const script = document.createElement('script');
    document.head.append(script);
    script.dispatchEvent(new Event('error'));
    expect(notice()).toHaveTextContent('could not finish loading');
    script.remove();
  });

  it('ignores errors that are not a script failing to load', () => {
    stop = watchBoot(window);
    document.querySelector('#root')?.dispatchEvent(new Event('error'));
    window.dispatchEvent(new Event('error'));
    expect(notice()).toBeNull();
  });

  it('leaves the page alone once the app has started', () => {
    stop = watchBoot(window);
    document.documentElement.setAttribute(APP_STARTED, '');
    vi.advanceTimersByTime(BOOT_TIMEOUT_MS);
    expect(notice()).toBeNull();
  });

  it('shows one notice however often it fails', () => {
    stop = watchBoot(window);
    const script = document.createElement('script');
    document.head.append(script);
    script.dispatchEvent(new Event('error'));
    vi.advanceTimersByTime(BOOT_TIMEOUT_MS);
    expect(document.querySelectorAll('#boot-notice')).toHaveLength(1);
    script.remove();
  });

  it('stops watching when asked', () => {
    watchBoot(window)();
    vi.advanceTimersByTime(BOOT_TIMEOUT_MS);
    expect(notice()).toBeNull();
  });

  it('reloads the page on Retry', () => {
    const reload = vi.fn();
    const win = new Proxy(window, {
      get: (target, key) =>
        key === 'location' ? { reload } : (Reflect.get(target, key, target) as unknown),
    });
    stop = watchBoot(win);
    vi.advanceTimersByTime(BOOT_TIMEOUT_MS);
    notice()?.querySelector('button')?.click();
    expect(reload).toHaveBeenCalledOnce();
  });
});
