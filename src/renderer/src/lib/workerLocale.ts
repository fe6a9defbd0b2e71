/**
 * Tells the website's service worker the visitor's language choice (src/sw/chosenLocale.ts):
 * the worker reads neither localStorage nor the `lang` cookie, yet answers the site's root
 * for the host and keeps the pages the boot script sends the visitor to. Posted to the
 * active worker once there is one (a choice made before the first install still arrives);
 * nothing where there is none (an insecure context, the Electron shell, Save-Data without
 * a worker: `ready` then never settles, and nothing waits on it).
 */
import { localeChoiceMessage } from '@shared/localeChoice';
import type { Locale } from '../content/types';

export function tellServiceWorkerLocale(
  locale: Locale | null,
  workers: ServiceWorkerContainer | undefined = navigator.serviceWorker,
): void {
  workers?.ready
    .then((registration) => registration.active?.postMessage(localeChoiceMessage(locale)))
    .catch(() => undefined);
}
