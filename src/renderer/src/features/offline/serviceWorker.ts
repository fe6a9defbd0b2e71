/**
 * Registers the website's service worker (src/sw/sw.ts) with workbox-window
 * and turns its lifecycle into what the visitor sees: a new deployment that
 * has installed and waits is offered in the update notice
 * (store/appUpdate.ts); when it takes over, the page reloads into it. Loaded
 * after the splash, website build only (main.tsx): never part of the first
 * view, never in Electron.
 */
import { Workbox } from 'workbox-window';
import { SERVICE_WORKER } from '@shared/webApp';
import { isLocale } from '../../content/locales';
import { siteRoot } from '../../lib/localePage';
import { useAppUpdate } from '../../store/appUpdate';
import { unmeteredLink } from '../../lib/meteredLink';
import { readStoredLocale } from '../../lib/preferredLocale';
import { tellServiceWorkerLocale } from '../../lib/workerLocale';

/**
 * How often a kiosk asks for a new deployment. The browser checks on every
 * visit, but a kiosk never navigates: it would keep its version for ever.
 */
export const KIOSK_UPDATE_CHECK_MS = 15 * 60 * 1000;

export interface ServiceWorkerOptions {
  kiosk: boolean;
  /**
   * The worker that controlled the page when its code started (main.tsx):
   * a different one now means a new version took over meanwhile.
   */
  controllerAtStart?: ServiceWorker | null;
  /** Loads the page again, into the version that took over (a test records it instead). */
  reload?: () => void;
  /**
   * Resolves when the worker may download the offline copy: at once, or, on
   * Save-Data or 2G (meteredLink.ts), once the link is faster.
   */
  linkAllows?: () => Promise<void>;
}

export async function startServiceWorker({
  kiosk,
  controllerAtStart = navigator.serviceWorker.controller,
  reload = () => window.location.reload(),
  linkAllows = unmeteredLink,
}: ServiceWorkerOptions): Promise<void> {
  // A first visit on Save-Data or 2G registers no worker, so nothing is
  // precached, until the link is faster. A kiosk, or a page a worker already
  // serves (its copy is paid for; updates cost what changed), goes on.
  if (!kiosk && controllerAtStart === null) await linkAllows();
  // At the site's root, for the whole site, from a language's page under fr/ too.
  const root = siteRoot(document);
  // The first install takes control of the page (clients.claim) and changes
  // nothing it shows. Any later change of controller is a new version taking
  // over from the one whose scripts this page runs: reload into it. Heard from
  // the browser itself, from before registering: workbox-window listens only
  // once the registration is answered, and a first worker installed from a
  // fast server can take control before that (a kiosk then stayed on the old version).
  // A first worker may already control the page (the landing page's boot script registers it).
  const controller = navigator.serviceWorker.controller;
  let controlled = controllerAtStart !== null || controller !== null;
  // A new version took over before this listened (another tab applied it within
  // this page's first seconds): the page still runs the old version's code.
  if (controllerAtStart !== null && controller !== null && controller !== controllerAtStart) {
    reload();
  }
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (controlled) tookOver(kiosk, reload);
    controlled = true;
  });
  const workbox = new Workbox(`${root}${SERVICE_WORKER}`, { scope: root });
  // Now, the splash having gone (main.tsx), rather than at the window's load event.
  const registered = workbox.register({ immediate: true });

  // Applying posts {type: 'SKIP_WAITING'} (src/sw's SKIP_WAITING) to the worker waiting then.
  const offer = (): void => useAppUpdate.getState().offer(() => workbox.messageSkipWaiting());
  // A worker waits only behind an active one. Without one (a first install
  // another tab started), it activates by itself: nothing to offer.
  // (register() answers undefined only in workbox-window's development build, registering twice.)
  const offerIfWaiting = (registration: ServiceWorkerRegistration | undefined): void => {
    if (registration?.waiting && registration.active) offer();
  };
  // The browser answers update() once what it found is installing, not installed
  // (a slow kiosk takes seconds to download it): the offer waits for the install.
  const offerOnceInstalled = (registration: ServiceWorkerRegistration | undefined): void => {
    const installing = registration?.installing;
    if (!installing) {
      offerIfWaiting(registration);
      return;
    }
    const onStateChange = (): void => {
      if (installing.state === 'installing') return;
      installing.removeEventListener('statechange', onStateChange);
      offerIfWaiting(registration);
    };
    installing.addEventListener('statechange', onStateChange);
  };
  // A new version has installed and waits: it was waiting when the page
  // registered, or it installed since.
  workbox.addEventListener('waiting', () => void registered.then(offerIfWaiting));

  const registration = await registered;
  // The choice stored so far, made maybe where no worker ran (a first visit, Save-Data):
  // the worker keeps its page, which the boot script opens next time, offline too.
  const stored = readStoredLocale();
  tellServiceWorkerLocale(isLocale(stored) ? stored : null);
  if (kiosk) {
    // Each version a check finds is offered the moment it has installed: the listener is on
    // while it installs. The check's own answer can reach the page after the install, and an
    // idle reset in between would find nothing to apply (CI saw it once).
    registration?.addEventListener('updatefound', () => offerOnceInstalled(registration));
    // Offline, the check fails quietly; the next one tries again. After it,
    // whatever waits is offered: workbox-window stops following updates after
    // the first one it did not start itself, and a kiosk finds one after another.
    setInterval(() => {
      workbox.update().then(
        () => offerOnceInstalled(registration),
        () => undefined,
      );
    }, KIOSK_UPDATE_CHECK_MS);
  }
}

/**
 * A new version took control of the page. A kiosk reloads only as part of its
 * idle reset (features/kiosk/idle/resetIntoUpdate.ts), which hears it here:
 * a take-over that comes later, with a visitor maybe in front, waits for the next one.
 */
function tookOver(kiosk: boolean, reload: () => void): void {
  if (kiosk) useAppUpdate.setState({ apply: null, reloadIntoNew: reload });
  else reload();
}
