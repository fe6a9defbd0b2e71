import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppUpdate } from '../../store/appUpdate';
import { KIOSK_UPDATE_CHECK_MS, startServiceWorker } from './serviceWorker';

/** A service worker as the page sees it: a state, statechange events, postMessage. */
class FakeWorker extends EventTarget {
  messages: unknown[] = [];
  constructor(public state: ServiceWorkerState) {
    super();
  }
  postMessage(message: unknown): void {
    this.messages.push(message);
  }
  moveTo(state: ServiceWorkerState): void {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  active: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  update = vi.fn(() => Promise.resolve());
  /** The browser found a new version and installs it. */
  find(worker: FakeWorker): void {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

class FakeContainer extends EventTarget {
  controller: FakeWorker | null = null;
  registration = new FakeRegistration();
  register = vi.fn((_url: string, _options: RegistrationOptions) =>
    Promise.resolve(this.registration),
  );
  takeOver(worker: FakeWorker): void {
    this.controller = worker;
    this.dispatchEvent(new Event('controllerchange'));
  }
}

function start(container: FakeContainer, kiosk = false) {
  const reload = vi.fn();
  const every = vi.fn();
  const started = startServiceWorker({
    kiosk,
    container: container as unknown as ServiceWorkerContainer,
    reload,
    every,
  });
  return { started, reload, every };
}

describe('startServiceWorker', () => {
  afterEach(() => useAppUpdate.setState({ apply: null, dismissed: false }));

  it('registers sw.js beside the page, scoped to the site folder', async () => {
    const container = new FakeContainer();
    await start(container).started;
    expect(container.register).toHaveBeenCalledWith('./sw.js', { scope: './' });
  });

  it('on a first visit: the new worker takes control silently, nothing offered, no reload', async () => {
    const container = new FakeContainer();
    const { started, reload } = start(container);
    await started;
    const first = new FakeWorker('installing');
    container.registration.find(first);
    first.moveTo('installed');
    container.registration.active = first;
    first.moveTo('activated');
    container.takeOver(first);
    expect(useAppUpdate.getState().apply).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('offers a new version once it has installed behind the running one; applying reloads into it', async () => {
    const container = new FakeContainer();
    const running = new FakeWorker('activated');
    container.controller = running;
    container.registration.active = running;
    const { started, reload } = start(container);
    await started;

    const next = new FakeWorker('installing');
    container.registration.find(next);
    expect(useAppUpdate.getState().apply).toBeNull();
    next.moveTo('installed');
    expect(useAppUpdate.getState().apply).not.toBeNull();

    expect(useAppUpdate.getState().applyWaiting()).toBe(true);
    expect(next.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(reload).not.toHaveBeenCalled();
    container.takeOver(next);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers a version that was already waiting when the page loaded', async () => {
    const container = new FakeContainer();
    const running = new FakeWorker('activated');
    container.controller = running;
    container.registration.active = running;
    container.registration.waiting = new FakeWorker('installed');
    await start(container).started;
    useAppUpdate.getState().applyWaiting();
    expect(container.registration.waiting.messages).toEqual([{ type: 'SKIP_WAITING' }]);
  });

  it('reloads a page whose first worker later gave way to an update', async () => {
    const container = new FakeContainer();
    const { started, reload } = start(container);
    await started;
    container.takeOver(new FakeWorker('activated'));
    expect(reload).not.toHaveBeenCalled();
    container.takeOver(new FakeWorker('activated'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a kiosk asks for a new version every 15 minutes, quietly when offline', async () => {
    const container = new FakeContainer();
    container.registration.update.mockRejectedValueOnce(new TypeError('offline'));
    const { started, every } = start(container, true);
    await started;
    expect(every).toHaveBeenCalledWith(expect.any(Function), KIOSK_UPDATE_CHECK_MS);
    expect(KIOSK_UPDATE_CHECK_MS).toBe(15 * 60 * 1000);
    const check = every.mock.calls[0]?.[0] as () => void;
    check();
    check();
    expect(container.registration.update).toHaveBeenCalledTimes(2);
  });

  it('elsewhere the browser checks on each visit: no timer', async () => {
    const container = new FakeContainer();
    const { started, every } = start(container, false);
    await started;
    expect(every).not.toHaveBeenCalled();
  });
});
