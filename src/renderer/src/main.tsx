import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createHashRouter, RouterProvider } from 'react-router-dom';
import { prefetchPageOfHash } from './app/pageLoaders';
import { routes } from './app/routes';
import { escapeMalformedHashes } from './app/malformedHash';
import { reloadOnStaleDeploy } from './app/staleDeploy';
import { desktopInfo } from './lib/desktop';
import { bindDocumentLanguage } from './app/documentLanguage';
import { kioskFromSearch, mergeKioskSettings } from './features/kiosk/kioskMode';
import { navigatorLanguages, preferredLocale, readStoredLocale } from './lib/preferredLocale';
import { afterSplash, scheduleSplashRemoval } from './lib/splash';
import { useKioskStore } from './features/kiosk/kioskStore';
import { useLocaleStore } from './store/locale';
import './styles/main.scss';

/** True in the website build only (tooling/pwa): the Electron renderer never has a service worker. */
declare const __SERVICE_WORKER__: boolean;

scheduleSplashRemoval(document, performance.now());
prefetchPageOfHash(window.location.hash);

/**
 * French readers get their copy, and a kiosk its settings, before the first
 * render; the splash covers the wait. No top-level await: it would make Rollup
 * split every module shared with a lazy chunk into a request of its own.
 */
async function start(): Promise<void> {
  const locale = preferredLocale(readStoredLocale(), navigatorLanguages());
  await useLocaleStore
    .getState()
    .setLocale(locale, { remember: false })
    .catch(() => undefined);
  bindDocumentLanguage();

  // Kiosk mode: the Electron shell says so, or the URL has ?kiosk=1 (a browser kiosk).
  useKioskStore
    .getState()
    .configure(mergeKioskSettings(kioskFromSearch(window.location.search), await desktopInfo()));

  // The offline service worker: website production build only, registered once the splash has gone.
  if (__SERVICE_WORKER__ && import.meta.env.PROD && 'serviceWorker' in navigator) {
    const kiosk = useKioskStore.getState().enabled;
    afterSplash(() => {
      import('./features/offline/serviceWorker')
        .then(({ startServiceWorker }) => startServiceWorker({ kiosk }))
        .catch((error: unknown) => console.warn('No offline service worker:', error));
    }, performance.now());
  }

  escapeMalformedHashes(window);
  const router = createHashRouter(routes);
  reloadOnStaleDeploy(router);
  const root = document.getElementById('root');
  if (root) {
    createRoot(root).render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  }
}

void start();
