import { afterEach, describe, expect, it, vi } from 'vitest';
import { STALE_RELOAD_KEY } from '../lib/staleReload';
import { prefetchPage } from './pageLoaders';
import { reloadOnStaleDeploy } from './staleDeploy';

/** A window at `hash` whose reload is recorded, with the stale-deploy listener on it. */
function tabAt(hash: string, onLine = true) {
  const target = new EventTarget();
  const reload = vi.fn();
  const view = Object.assign(target, {
    location: { hash, reload },
    navigator: { onLine },
    sessionStorage: window.sessionStorage,
  }) as unknown as Window;
  reloadOnStaleDeploy(view);
  const failChunk = (): void => void target.dispatchEvent(new Event('vite:preloadError'));
  return { reload, failChunk };
}

afterEach(() => {
  window.sessionStorage.removeItem(STALE_RELOAD_KEY);
  vi.restoreAllMocks();
});

describe('reloadOnStaleDeploy', () => {
  it('reloads once, at the address the router already moved to, when the next page’s chunk is gone', () => {
    const tab = tabAt('#/videos');
    tab.failChunk();
    expect(tab.reload).toHaveBeenCalledTimes(1);
    tab.failChunk();
    expect(tab.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads nothing offline: the file is missing for want of the network, not of a deployment', () => {
    const tab = tabAt('#/videos', false);
    tab.failChunk();
    expect(tab.reload).not.toHaveBeenCalled();
  });

  it('reloads nothing when only a hover’s prefetch failed on a page already shown', () => {
    const tab = tabAt('#/');
    prefetchPage('/videos');
    tab.failChunk();
    expect(tab.reload).not.toHaveBeenCalled();
  });

  it('reloads when a prefetch is in flight but the page the address names has not arrived', () => {
    const tab = tabAt('#/console');
    prefetchPage('/console');
    tab.failChunk();
    expect(tab.reload).toHaveBeenCalledTimes(1);
  });
});
