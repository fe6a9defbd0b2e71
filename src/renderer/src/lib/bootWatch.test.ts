import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOT_TIMEOUT_MS, watchBoot } from './bootWatch';

describe('watchBoot', () => {
  let stop = (): void => undefined;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(performance, 'now').mockReturnValue(0);
    document.body.innerHTML = `
      <div id="splash" role="status">Loading...</div>
      <template id="boot-failed"><p>Lyceo could not start.</p><button type="button">Retry</button></template>
      <div id="root"></div>`;
  });

  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  const splash = (): HTMLElement | null => document.getElementById('splash');

  it('keeps "Loading..." while the app may still start', () => {
    stop = watchBoot(window);
    vi.advanceTimersByTime(BOOT_TIMEOUT_MS - 1);
    expect(splash()).toHaveTextContent(/^Loading\.\.\.$/);
  });

  it('shows the failed-start message with Retry when the app has not started in time', () => {
    stop = watchBoot(window);
    vi.advanceTimersByTime(BOOT_TIMEOUT_MS);
    expect(splash()).toHaveTextContent('Lyceo could not start.');
    expect(splash()?.querySelector('button')).toHaveTextContent('Retry');
  });

  it('counts the time from navigation start', () => {
    vi.mocked(performance.now).mockReturnValue(9_000);
    stop = watchBoot(window);
    vi.advanceTimersByTime(1_000);
    expect(splash()).toHaveTextContent('could not start');
  });

  it('shows it at once when a script fails to load', () => {
    stop = watchBoot(window);
    const script = document.createElement('script');
    document.head.append(script);
    script.dispatchEvent(new Event('error'));
    expect(splash()).toHaveTextContent('could not start');
    script.remove();
  });

  it('ignores errors that are not a script failing to load', () => {
    stop = watchBoot(window);
    document.querySelector('#root')?.dispatchEvent(new Event('error'));
    window.dispatchEvent(new Event('error'));
    expect(splash()).toHaveTextContent(/^Loading\.\.\.$/);
  });

  it('leaves the page alone once the app has removed the splash', () => {
    stop = watchBoot(window);
    splash()?.remove();
    vi.advanceTimersByTime(BOOT_TIMEOUT_MS);
    expect(document.body).not.toHaveTextContent('could not start');
  });

  it('stops watching when asked', () => {
    watchBoot(window)();
    vi.advanceTimersByTime(BOOT_TIMEOUT_MS);
    expect(splash()).toHaveTextContent(/^Loading\.\.\.$/);
  });

  it('reloads the page on Retry', () => {
    const reload = vi.fn();
    const win = new Proxy(window, {
      get: (target, key) =>
        key === 'location' ? { reload } : (Reflect.get(target, key, target) as unknown),
    });
    stop = watchBoot(win);
    vi.advanceTimersByTime(BOOT_TIMEOUT_MS);
    splash()?.querySelector('button')?.click();
    expect(reload).toHaveBeenCalledOnce();
  });
});
