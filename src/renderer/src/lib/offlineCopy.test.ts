import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVICE_WORKER_META } from '@shared/pageMeta';
import { LANDING_WITHOUT_APP } from '@shared/webApp';
import { registerOfflineCopy } from './offlineCopy';

/**
 * A window whose page has loaded, with a service worker container that records registrations
 * and, when a worker serves the page, what the page posts to it.
 */
function pageWith(meta: string | null, { workers = true, loaded = true, served = false } = {}) {
  document.head.innerHTML = meta ? `<meta name="${SERVICE_WORKER_META}" content="${meta}">` : '';
  const register = vi.fn(() => Promise.resolve({} as ServiceWorkerRegistration));
  const controller = served ? { postMessage: vi.fn() } : null;
  const navigator = workers ? { serviceWorker: { register, controller } } : {};
  const listeners = new EventTarget();
  const win = {
    document: {
      readyState: loaded ? 'complete' : 'interactive',
      querySelector: document.querySelector.bind(document),
    },
    navigator,
    addEventListener: listeners.addEventListener.bind(listeners),
  } as unknown as Window;
  return {
    win,
    register,
    controller,
    load: () => listeners.dispatchEvent(new Event('load')),
  };
}

describe('registerOfflineCopy', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('registers the worker the page names, for the whole site, on an unmetered link', async () => {
    const { win, register } = pageWith('sw.js');
    registerOfflineCopy(win, '../', () => Promise.resolve());
    await vi.waitFor(() => expect(register).toHaveBeenCalledWith('../sw.js', { scope: '../' }));
  });

  it('waits for the page to have loaded, and for the link to allow it', async () => {
    const { win, register, load } = pageWith('sw.js', { loaded: false });
    let allow = (): void => undefined;
    const linkAllows = () => new Promise<void>((resolve) => (allow = resolve));
    registerOfflineCopy(win, './', linkAllows);
    await Promise.resolve();
    expect(register).not.toHaveBeenCalled();
    load();
    await Promise.resolve();
    expect(register).not.toHaveBeenCalled(); // the link is still metered
    allow();
    await vi.waitFor(() => expect(register).toHaveBeenCalledOnce());
  });

  it('registers nothing where the build has no worker or the browser cannot run one', async () => {
    const none = pageWith(null);
    registerOfflineCopy(none.win, './', () => Promise.resolve());
    const insecure = pageWith('sw.js', { workers: false });
    expect(() => registerOfflineCopy(insecure.win, './', () => Promise.resolve())).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(none.register).not.toHaveBeenCalled();
  });

  it('says nothing when the browser refuses the worker', async () => {
    const { win, register } = pageWith('sw.js');
    register.mockImplementation(() => Promise.reject(new DOMException('denied', 'SecurityError')));
    registerOfflineCopy(win, './', () => Promise.resolve());
    await vi.waitFor(() => expect(register).toHaveBeenCalledOnce());
  });

  // Hostile review R4-08: the update offer is the app's, which this page never starts: its reader
  // stayed on the old deployment, with no word, reload after reload.
  it('tells the worker serving the page, at once, that it is a landing page without the app', () => {
    const { win, controller } = pageWith('sw.js', { loaded: false, served: true });
    registerOfflineCopy(win, './', () => new Promise<void>(() => undefined));
    expect(controller?.postMessage).toHaveBeenCalledExactlyOnceWith(LANDING_WITHOUT_APP);
  });

  it('on a page no worker serves yet (a first visit), only registers', async () => {
    const { win, register } = pageWith('sw.js');
    registerOfflineCopy(win, './', () => Promise.resolve());
    await vi.waitFor(() => expect(register).toHaveBeenCalledOnce());
  });
});
