import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterSplash, scheduleSplashRemoval, SPLASH_MS } from './splash';

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

  it('does nothing harmful when the splash is already gone', () => {
    splash()?.remove();
    scheduleSplashRemoval(document, 100);
    expect(() => vi.runAllTimers()).not.toThrow();
  });
});

describe('afterSplash', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once the splash is due to go, counted from navigation start', () => {
    const callback = vi.fn();
    afterSplash(callback, 500);
    vi.advanceTimersByTime(1499);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs at once when the splash is already due', () => {
    const callback = vi.fn();
    afterSplash(callback, 3000);
    vi.advanceTimersByTime(0);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
