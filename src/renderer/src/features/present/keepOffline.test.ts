import { describe, expect, it } from 'vitest';
import { keepsPresenter } from './keepOffline';

/** A window of `width` px with a service worker, and Save-Data on or off. */
function windowOf(width: number, saveData = false): Window {
  return {
    navigator: { serviceWorker: {}, connection: { saveData } },
    matchMedia: (query: string) => ({
      matches: query === '(min-width: 62em)' && width >= 992,
    }),
  } as unknown as Window;
}

describe("keeping the presenter's deck for offline", () => {
  it('happens on a laptop’s or a projector’s wide screen', () => {
    expect(keepsPresenter(windowOf(1024))).toBe(true);
    expect(keepsPresenter(windowOf(1366))).toBe(true);
  });

  it('never costs a phone, nor a visitor who asked to save data', () => {
    expect(keepsPresenter(windowOf(375))).toBe(false);
    expect(keepsPresenter(windowOf(1366, true))).toBe(false);
    const noWorker = { ...windowOf(1366), navigator: {} } as unknown as Window;
    expect(keepsPresenter(noWorker)).toBe(false);
  });

  it('is not tried offline, where every fetch would fail', () => {
    const offline = windowOf(1366);
    (offline.navigator as { onLine?: boolean }).onLine = false;
    expect(keepsPresenter(offline)).toBe(false);
  });
});
