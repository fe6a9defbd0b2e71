import { afterEach, describe, expect, it, vi } from 'vitest';
import { KIOSK_STARTED_KEY, startKioskOver } from './kioskStartOver';

afterEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '#/');
  vi.restoreAllMocks();
});

describe('startKioskOver', () => {
  it('keeps the address a kiosk is first started on', () => {
    window.history.replaceState(null, '', '?kiosk=1#/console');
    startKioskOver(window);
    expect(window.location.hash).toBe('#/console');
    expect(sessionStorage.getItem(KIOSK_STARTED_KEY)).not.toBeNull();
  });

  it('starts over at the home page after a reload or a crash mid-visit, the query kept', () => {
    window.history.replaceState(null, '', '?kiosk=1&event=foire-2026#/console');
    startKioskOver(window);
    // The visitor goes on; then the tab reloads (a crash, the shell's recovery).
    window.history.replaceState(null, '', '?kiosk=1&event=foire-2026#/videos');
    startKioskOver(window);
    expect(window.location.hash).toBe('#/');
    expect(window.location.search).toBe('?kiosk=1&event=foire-2026');
  });

  it('keeps the address when storage is off', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    window.history.replaceState(null, '', '?kiosk=1#/console');
    startKioskOver(window);
    startKioskOver(window);
    expect(window.location.hash).toBe('#/console');
  });
});
