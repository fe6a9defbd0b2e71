import { beforeEach, describe, expect, it } from 'vitest';
import {
  claimStaleReload,
  claimStaleReloadIn,
  RELOAD_GUARD_MS,
  STALE_RELOAD_KEY,
} from './staleReload';

const NOW = new Date(2025, 2, 14, 10).getTime();

describe('reload after a deploy', () => {
  beforeEach(() => sessionStorage.clear());

  it('reloads once, then not again within the guard, then again after it', () => {
    expect(claimStaleReload(sessionStorage, NOW)).toBe(true);
    expect(sessionStorage.getItem(STALE_RELOAD_KEY)).toBe(String(NOW));
    expect(claimStaleReload(sessionStorage, NOW + 1_000)).toBe(false);
    expect(claimStaleReload(sessionStorage, NOW + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(claimStaleReload(sessionStorage, NOW + RELOAD_GUARD_MS)).toBe(true);
  });

  it('is not stuck by a marker from the future (a clock set back) or a garbled one', () => {
    sessionStorage.setItem(STALE_RELOAD_KEY, String(NOW + 3_600_000));
    expect(claimStaleReload(sessionStorage, NOW)).toBe(true);
    sessionStorage.setItem(STALE_RELOAD_KEY, 'garbled');
    expect(claimStaleReload(sessionStorage, NOW)).toBe(true);
  });
});

describe('claimStaleReloadIn', () => {
  it('claims a reload through the window sessionStorage', () => {
    window.sessionStorage.removeItem(STALE_RELOAD_KEY);
    expect(claimStaleReloadIn(window)).toBe(true);
    expect(claimStaleReloadIn(window)).toBe(false);
    window.sessionStorage.removeItem(STALE_RELOAD_KEY);
  });

  it('refuses without a sessionStorage to guard against a loop', () => {
    const blocked = {
      get sessionStorage(): Storage {
        throw new DOMException('blocked', 'SecurityError');
      },
    } as unknown as Window;
    expect(claimStaleReloadIn(blocked)).toBe(false);
  });
});
