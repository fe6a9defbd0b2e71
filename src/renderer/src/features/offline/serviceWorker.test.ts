import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_CHOICE_MESSAGE } from '@shared/localeChoice';
import { SKIP_WAITING } from '@shared/webApp';
import { useAppUpdate } from '../../store/appUpdate';
import { KIOSK_UPDATE_CHECK_MS, startServiceWorker } from './serviceWorker';

// workbox-window runs for real, on a navigator.serviceWorker that these tests
// play the browser's part in: they install, activate and hand over workers
// the way a browser does, in the order it does.

/** Where the page's `./sw.js` resolves: the worker's script URL, which workbox-window compares. */
const SCRIPT_URL = new URL('sw.js', window.location.href).href;

/** A service worker as the page sees it: a state, statechange events, postMessage. */
class FakeWorker extends EventTarget {
  readonly scriptURL = SCRIPT_URL;
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
  /** What the browser does when asked to check for a new version: nothing new, by default. */
  update = vi.fn(() => Promise.resolve());
}

/** navigator.serviceWorker, and the browser's moves on it. */
class FakeContainer extends EventTarget {
  controller: FakeWorker | null = null;
  registration = new FakeRegistration();
  register = vi.fn((_url: string, _options?: RegistrationOptions) =>
    Promise.resolve(this.registration),
  );
  private readyWaiters: Array<(registration: FakeRegistration) => void> = [];

  /** The registration once a version is active, as the browser's `ready`. */
  get ready(): Promise<FakeRegistration> {
    if (this.registration.active) return Promise.resolve(this.registration);
    return new Promise((resolve) => this.readyWaiters.push(resolve));
  }
  private isReady(): void {
    for (const resolve of this.readyWaiters.splice(0)) resolve(this.registration);
  }

  /** A version is active and runs this page. */
  runs(worker: FakeWorker): void {
    this.controller = worker;
    this.registration.active = worker;
    this.isReady();
  }
  /** The browser found a new version and installs it. */
  find(worker: FakeWorker): void {
    this.registration.installing = worker;
    this.registration.dispatchEvent(new Event('updatefound'));
  }
  /** It has installed: it waits. */
  install(worker: FakeWorker): void {
    this.registration.installing = null;
    this.registration.waiting = worker;
    worker.moveTo('installed');
  }
  /** Its install failed (the network went mid-way): it is dropped. */
  fail(worker: FakeWorker): void {
    this.registration.installing = null;
    worker.moveTo('redundant');
  }
  activate(worker: FakeWorker): void {
    this.registration.waiting = null;
    this.registration.active = worker;
    worker.moveTo('activating');
    worker.moveTo('activated');
    this.isReady();
  }
  takeOver(worker: FakeWorker): void {
    this.controller = worker;
    this.dispatchEvent(new Event('controllerchange'));
  }
}

/** A while later (a second), with everything pending by then done. */
const aMomentLater = () => vi.advanceTimersByTimeAsync(1000);

/** Takes the offered update as production does (the notice's button, the kiosk's reset): its `apply`. */
function applyOffered(): void {
  const { apply } = useAppUpdate.getState();
  expect(apply).not.toBeNull();
  apply?.();
}

describe('startServiceWorker', () => {
  let container: FakeContainer;
  beforeEach(() => {
    vi.useFakeTimers();
    container = new FakeContainer();
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    localStorage.clear();
    document.documentElement.removeAttribute('data-site-root');
    document.documentElement.removeAttribute('lang');
    useAppUpdate.setState({
      apply: null,
      dismissed: false,
      reloadIntoNew: null,
    });
  });

  async function start(kiosk = false) {
    const reload = vi.fn();
    await startServiceWorker({ kiosk, reload });
    return reload;
  }

  it('registers sw.js beside the page, scoped to the site folder', async () => {
    await start();
    expect(container.register).toHaveBeenCalledWith('./sw.js', { scope: './' });
  });

  it('from a language page under fr/, registers the one at the site root', async () => {
    // What tooling/prerender writes on fr/index.html.
    document.documentElement.lang = 'fr';
    document.documentElement.setAttribute('data-site-root', '../');
    await start();
    expect(container.register).toHaveBeenCalledWith('../sw.js', { scope: '../' });
  });

  it('on a first visit: the new worker takes control silently, nothing offered, no reload', async () => {
    const reload = await start();
    const first = new FakeWorker('installing');
    container.find(first);
    // With no version active, the browser activates it as soon as it has installed.
    container.install(first);
    container.activate(first);
    container.takeOver(first);
    await aMomentLater();
    expect(useAppUpdate.getState().apply).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  // Review R4-02: a choice made where no worker ran yet (a first visit, Save-Data) never
  // reached the worker, which kept only the page that installed it; the boot script then sent
  // the visitor to their language's page, offline too.
  it('tells the worker the language the visitor chose once one is active, so that it keeps its page', async () => {
    localStorage.setItem('lyceo.locale', 'fr');
    await start();
    const first = new FakeWorker('installing');
    container.find(first);
    container.install(first);
    container.activate(first);
    await aMomentLater();
    expect(first.messages).toEqual([{ type: LOCALE_CHOICE_MESSAGE, locale: 'fr' }]);
  });

  it('offers a new version once it has installed behind the running one; applying reloads into it', async () => {
    container.runs(new FakeWorker('activated'));
    const reload = await start();

    const next = new FakeWorker('installing');
    container.find(next);
    await aMomentLater();
    expect(useAppUpdate.getState().apply).toBeNull();
    container.install(next);
    await aMomentLater();
    expect(useAppUpdate.getState().apply).not.toBeNull();

    applyOffered();
    expect(next.messages).toEqual([{ type: SKIP_WAITING }]);
    expect(reload).not.toHaveBeenCalled();
    container.activate(next);
    container.takeOver(next);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers a version that was already waiting when the page loaded', async () => {
    container.runs(new FakeWorker('activated'));
    const waiting = new FakeWorker('installed');
    container.registration.waiting = waiting;
    await start();
    await aMomentLater();
    applyOffered();
    expect(waiting.messages).toEqual([{ type: SKIP_WAITING }]);
  });

  it('offers a version that was installing when the page loaded', async () => {
    container.runs(new FakeWorker('activated'));
    const next = new FakeWorker('installing');
    container.registration.installing = next;
    // The browser runs a registration after the install under way (its job
    // queue): the page's register() answers once that version waits.
    container.register.mockImplementationOnce(() => {
      container.install(next);
      return Promise.resolve(container.registration);
    });
    await start();
    await aMomentLater();
    applyOffered();
    expect(next.messages).toEqual([{ type: SKIP_WAITING }]);
  });

  it('offers nothing for a first install another tab started: it waits behind no one', async () => {
    const first = new FakeWorker('installed');
    container.registration.waiting = first;
    await start();
    container.activate(first);
    container.takeOver(first);
    await aMomentLater();
    expect(useAppUpdate.getState().apply).toBeNull();
  });

  it('reloads a page whose first worker later gave way to an update', async () => {
    const reload = await start();
    container.takeOver(new FakeWorker('activated'));
    expect(reload).not.toHaveBeenCalled();
    container.takeOver(new FakeWorker('activated'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  // CI, once: a kiosk's first worker installed from a fast local server and took control
  // before the browser had answered the registration; the update that came later was
  // taken for the first install, and the kiosk stayed on the old version.
  it('reloads into an update even when the first worker took control before its registration was answered', async () => {
    const first = new FakeWorker('activated');
    container.register.mockImplementationOnce(() => {
      container.takeOver(first);
      return Promise.resolve(container.registration);
    });
    const reload = await start();
    expect(reload).not.toHaveBeenCalled();
    container.takeOver(new FakeWorker('activated'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads into an update when the first worker took control before the app listened', async () => {
    // The landing page's boot script registered it; the app started after it had taken control.
    container.runs(new FakeWorker('activated'));
    const reload = vi.fn();
    await startServiceWorker({ kiosk: false, controllerAtStart: null, reload });
    expect(reload).not.toHaveBeenCalled();
    container.takeOver(new FakeWorker('activated'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads a page whose version was replaced before it registered: another tab applied the update', async () => {
    const old = new FakeWorker('activated');
    const next = new FakeWorker('activated');
    // The page started under the old version; the new one took over while its splash was up.
    container.runs(next);
    const reload = vi.fn();
    await startServiceWorker({
      kiosk: false,
      controllerAtStart: old as unknown as ServiceWorker,
      reload,
    });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload a page still run by the version that served it', async () => {
    const running = new FakeWorker('activated');
    container.runs(running);
    const reload = vi.fn();
    await startServiceWorker({
      kiosk: false,
      controllerAtStart: running as unknown as ServiceWorker,
      reload,
    });
    await aMomentLater();
    expect(reload).not.toHaveBeenCalled();
  });

  it('a kiosk asks for a new version every 15 minutes, quietly when offline', async () => {
    expect(KIOSK_UPDATE_CHECK_MS).toBe(15 * 60 * 1000);
    container.runs(new FakeWorker('activated'));
    container.registration.update.mockRejectedValueOnce(new TypeError('offline'));
    await start(true);
    await vi.advanceTimersByTimeAsync(KIOSK_UPDATE_CHECK_MS - 1);
    expect(container.registration.update).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(container.registration.update).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(KIOSK_UPDATE_CHECK_MS);
    expect(container.registration.update).toHaveBeenCalledTimes(2);
  });

  it('a kiosk offers a version found after an earlier one failed to install', async () => {
    container.runs(new FakeWorker('activated'));
    const broken = new FakeWorker('installing');
    const next = new FakeWorker('installing');
    // update() answering once what it found has installed (or failed to).
    container.registration.update
      .mockImplementationOnce(() => {
        container.find(broken);
        container.fail(broken);
        return Promise.resolve();
      })
      .mockImplementationOnce(() => {
        container.find(next);
        container.install(next);
        return Promise.resolve();
      });
    await start(true);
    await vi.advanceTimersByTimeAsync(KIOSK_UPDATE_CHECK_MS);
    expect(useAppUpdate.getState().apply).toBeNull();
    await vi.advanceTimersByTimeAsync(KIOSK_UPDATE_CHECK_MS);
    applyOffered();
    expect(next.messages).toEqual([{ type: SKIP_WAITING }]);
  });

  it('a kiosk offers a version still installing when the browser answered its check, once it has installed', async () => {
    container.runs(new FakeWorker('activated'));
    const next = new FakeWorker('installing');
    // As the specification has it: update() answers once the new version is installing.
    container.registration.update.mockImplementationOnce(() => {
      container.find(next);
      return Promise.resolve();
    });
    await start(true);
    await vi.advanceTimersByTimeAsync(KIOSK_UPDATE_CHECK_MS);
    expect(useAppUpdate.getState().apply).toBeNull();
    // Its files downloaded, seconds later: well before the next check.
    container.install(next);
    applyOffered();
    expect(next.messages).toEqual([{ type: SKIP_WAITING }]);
  });

  // CI, once: the kiosk's idle reset ran after the new version had installed but before the
  // browser's answer to the check had reached the page, and found nothing to apply.
  it('a kiosk offers a version as soon as it has installed, before the browser answers its check', async () => {
    container.runs(new FakeWorker('activated'));
    const next = new FakeWorker('installing');
    let answer = (): void => undefined;
    container.registration.update.mockImplementationOnce(() => {
      container.find(next);
      return new Promise<void>((resolve) => {
        answer = resolve;
      });
    });
    await start(true);
    await vi.advanceTimersByTimeAsync(KIOSK_UPDATE_CHECK_MS);
    container.install(next);
    applyOffered();
    expect(next.messages).toEqual([{ type: SKIP_WAITING }]);
    answer();
  });

  // Review R4-04: a take-over that came minutes after the reset reloaded the page in front of
  // the next visitor.
  it('a kiosk whose new version takes control does not reload: it hands the reload to its idle reset', async () => {
    container.runs(new FakeWorker('activated'));
    const next = new FakeWorker('installed');
    container.registration.waiting = next;
    const reload = await start(true);
    await aMomentLater();
    applyOffered();
    container.activate(next);
    container.takeOver(next);
    expect(reload).not.toHaveBeenCalled();
    // Nothing left to apply; the reset reloads into the version in control (resetIntoUpdate.ts).
    expect(useAppUpdate.getState().apply).toBeNull();
    useAppUpdate.getState().reloadIntoNew?.();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('elsewhere the browser checks on each visit: no timer', async () => {
    container.runs(new FakeWorker('activated'));
    await start(false);
    await vi.advanceTimersByTimeAsync(4 * KIOSK_UPDATE_CHECK_MS);
    expect(container.registration.update).not.toHaveBeenCalled();
  });

  describe('on Save-Data or 2G', () => {
    /** A link that is metered until `faster()` is called. */
    function meteredUntilFaster() {
      let faster = (): void => undefined;
      const linkAllows = () =>
        new Promise<void>((resolve) => {
          faster = resolve;
        });
      return { linkAllows, faster: () => faster() };
    }

    it('a first visit registers no worker until the link is faster', async () => {
      const link = meteredUntilFaster();
      const started = startServiceWorker({
        kiosk: false,
        reload: vi.fn(),
        linkAllows: link.linkAllows,
      });
      await vi.advanceTimersByTimeAsync(KIOSK_UPDATE_CHECK_MS);
      expect(container.register).not.toHaveBeenCalled();
      link.faster();
      await started;
      expect(container.register).toHaveBeenCalledWith('./sw.js', { scope: './' });
    });

    it('a page a worker already serves, or a kiosk, registers at once', async () => {
      const never = () => new Promise<void>(() => undefined);
      await startServiceWorker({ kiosk: true, reload: vi.fn(), linkAllows: never });
      expect(container.register).toHaveBeenCalledTimes(1);
      container.runs(new FakeWorker('activated'));
      await startServiceWorker({ kiosk: false, reload: vi.fn(), linkAllows: never });
      expect(container.register).toHaveBeenCalledTimes(2);
    });
  });
});
