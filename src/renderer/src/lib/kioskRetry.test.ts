import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RETRY_FIRST_MS } from './bootWatch';
import { kioskStarted, LAYER_RETRIES_KEY, retryKioskStart } from './kioskRetry';

describe('retryKioskStart', () => {
  const reload = vi.fn();
  const win = new Proxy(window, {
    get: (target, key) =>
      key === 'location' ? { reload } : (Reflect.get(target, key, target) as unknown),
  });

  beforeEach(() => {
    vi.useFakeTimers();
    reload.mockClear();
    document.body.innerHTML = `
      <div id="splash" role="status">Loading...</div>
      <template id="boot-failed-kiosk"><p>Lyceo could not start on this kiosk. Staff: check the network.</p></template>`;
  });

  afterEach(() => {
    sessionStorage.clear();
    vi.useRealTimers();
  });

  const notice = (): HTMLElement | null => document.getElementById('boot-notice');

  it('tells staff over the splash and reloads with the boot watch back-off, once per page', () => {
    sessionStorage.setItem(LAYER_RETRIES_KEY, '1');
    retryKioskStart(win);
    retryKioskStart(win);
    expect(notice()).toHaveAttribute('role', 'alert');
    expect(notice()).toHaveTextContent('Staff: check the network.');
    expect(document.getElementById('splash')).toHaveTextContent('Loading...');
    vi.advanceTimersByTime(RETRY_FIRST_MS * 2 - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(RETRY_FIRST_MS * 2);
    expect(reload).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem(LAYER_RETRIES_KEY)).toBe('2');
  });

  it('starts from the first delay again once the layer is up', () => {
    sessionStorage.setItem(LAYER_RETRIES_KEY, '3');
    kioskStarted(win);
    retryKioskStart(win);
    vi.advanceTimersByTime(RETRY_FIRST_MS);
    expect(reload).toHaveBeenCalledOnce();
  });
});
