import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVICE_WORKER_META } from '@shared/pageMeta';
import { registerOfflineCopy } from './offlineCopy';

/** A window whose page has loaded, with a service worker container that records registrations. */
function pageWith(meta: string | null, { workers = true, loaded = true } = {}) {
  document.head.innerHTML = meta ? `<meta name="${SERVICE_WORKER_META}" content="${meta}">` : '';
  const register = vi.fn(() => Promise.resolve({} as ServiceWorkerRegistration));
  const navigator = workers ? { serviceWorker: { register } } : {};
  const listeners = new EventTarget();
  const win = {
    document: {
      readyState: loaded ? 'complete' : 'interactive',
      querySelector: document.querySelector.bind(document),
    },
    navigator,
    addEventListener: listeners.addEventListener.bind(listeners),
  } as unknown as Window;
  return { win, register, load: () => listeners.dispatchEvent(new Event('load')) };
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
});
