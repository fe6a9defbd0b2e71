import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { HashRouter } from 'react-router-dom';
import { AppRoutes } from './app/AppRoutes';
import { pageLoaders, prefetchPageOfHash } from './app/pageLoaders';
import { escapeMalformedHashes } from './app/malformedHash';
import { reloadOnStaleDeploy } from './app/staleDeploy';
import { kioskEventDefault } from './config/kiosk';
import { desktopInfo } from './lib/desktop';
import { bindDocumentLanguage } from './app/documentLanguage';
import { isKioskSearch, kioskFromSearch, mergeSiteRun } from './features/kiosk/kioskMode';
import { APP_STARTED } from './lib/bootWatch';
import { FIRST_VIEW_CHUNK_URL, fromAnotherDeployment } from './lib/deployment';
import { forgetLocaleInAddress } from './lib/languageLinks';
import { readLocalePage, startLocale } from './lib/localePage';
import { prefetch } from './lib/prefetch';
import { claimStaleReloadIn } from './lib/staleReload';
import { startKioskOver } from './lib/kioskStartOver';
import { navigatorLanguages, readStoredLocale } from './lib/preferredLocale';
import { sectionRouteOfAnchor } from './lib/sectionHash';
import {
  afterSplash,
  holdSplash,
  scheduleSplashRemoval,
  SPLASH_GONE,
  splashHold,
} from './lib/splash';
import { STATIC_VIEW } from './lib/staticViewMark';
import { whenControlled } from './lib/whenControlled';
import { whenIdle } from './lib/whenIdle';
import { yieldToMain } from './lib/yieldToMain';
import { isSplitRoute, routePathOfHash } from '@shared/routes';
import { useLocaleStore } from './store/locale';
import { useOfflineNotice } from './store/offlineNotice';
import { startSiteRun } from './store/siteRun';
import './styles/main.scss';

/** True in the website build unless the kill switch is thrown (src/sw/killSwitch.ts): the Electron renderer never has a service worker. */
declare const __SERVICE_WORKER__: boolean;

/**
 * The service worker that served this page, read before anything waits: a new
 * version that takes over before the worker is registered (after the splash)
 * is still seen as a change, and the page reloads into it.
 */
const controllerAtStart = 'serviceWorker' in navigator ? navigator.serviceWorker.controller : null;

// A section link (`#faq`) is the landing page at that section (`#/#faq`), or at
// once the landing page where the visitor is: the app arrived after the page
// showed (lib/appEntry.ts), and the browser scrolled there by itself.
const sectionRoute = sectionRouteOfAnchor(window.location.hash);
if (sectionRoute) {
  const inUse = document.documentElement.hasAttribute(SPLASH_GONE);
  window.history.replaceState(window.history.state, '', inUse ? '#/' : sectionRoute);
}
prefetchPageOfHash(window.location.hash);

/**
 * French readers get their copy, and a kiosk its settings, before the first
 * render. On the website the build has prerendered the landing page in the
 * page's language (tooling/prerender): React hydrates it, keeping what the
 * visitor reads and where they scrolled; any other view replaces it under the
 * splash (src/boot.ts holds it for them). No top-level await: it would make
 * Rollup split every module shared with a lazy chunk into a request of its own.
 */
async function start(): Promise<void> {
  const page = readLocalePage(document);
  // A landing page read across a deploy: this entry is the new one. The new page
  // comes instead, on the route the visitor went to (once: lib/staleReload.ts).
  const stale = page && fromAnotherDeployment(document, page.siteRoot, FIRST_VIEW_CHUNK_URL);
  if (stale && claimStaleReloadIn(window)) {
    window.location.reload();
    return;
  }
  await useLocaleStore
    .getState()
    .setLocale(startLocale(page, readStoredLocale(), navigatorLanguages()), { remember: false })
    .catch(() => undefined);
  bindDocumentLanguage();
  forgetLocaleInAddress(window);

  // How this copy runs: a kiosk when the Electron shell says so or the URL has ?kiosk=1
  // (a browser kiosk), with what store links say (utm_source, the kiosk's event as utm_campaign).
  const fromUrl = kioskFromSearch(window.location.search, kioskEventDefault);
  const run = mergeSiteRun(fromUrl, await desktopInfo(), kioskEventDefault);
  startSiteRun(run);
  // Presenter mode (`?present=1`; the windowed shell's Present and `--present` open the page so),
  // never over a kiosk: its own chunk, loaded only then.
  if (!run.kiosk && isKioskSearch(window.location.search, 'present')) {
    import('./features/present/loadPresenter')
      .then(({ loadPresenter }) => loadPresenter())
      .catch((error: unknown) => {
        // Offline on a device that never kept the slides: said in a line, not a console warning.
        useOfflineNotice.getState().showPresenterMissing();
        console.warn('No presenter mode:', error);
      });
  }
  // The shell's kiosk shows its attract screen first, like a browser kiosk; after a
  // reload or a crash, over the home page, not the last visitor's (lib/kioskStartOver.ts).
  if (run.kiosk) {
    startKioskOver(window);
    holdSplash(document, 'kiosk');
  }
  // Without the boot script (it failed to load), nothing else takes the splash away.
  if (!splashHold(document)) scheduleSplashRemoval(document, performance.now());

  // The offline service worker: website production build only, registered once the splash has gone.
  if (__SERVICE_WORKER__ && import.meta.env.PROD && 'serviceWorker' in navigator) {
    afterSplash(document, () => {
      import('./features/offline/serviceWorker')
        .then(({ startServiceWorker }) =>
          startServiceWorker({ kiosk: run.kiosk, controllerAtStart }),
        )
        .catch((error: unknown) => console.warn('No offline service worker:', error));
      // A laptop's wide screen keeps the presenter's deck for a talk offline, once idle.
      // As a prefetch, once a worker can keep it: after a deploy this tab's old chunks are
      // gone, and a keep that fails must not reload the page in front of its reader
      // (app/staleDeploy.ts).
      if (!run.kiosk && window.matchMedia('(min-width: 62em)').matches) {
        whenControlled(() =>
          whenIdle(() => {
            prefetch(() =>
              import('./features/present/loadPresenter').then(({ keepPresenterForLater }) =>
                keepPresenterForLater(),
              ),
            );
          }, 10_000),
        );
      }
    });
  }

  await yieldToMain();
  escapeMalformedHashes(window);
  reloadOnStaleDeploy(window);
  const root = document.getElementById('root');
  if (!root) return;
  document.documentElement.setAttribute(APP_STARTED, '');
  const app = (
    <StrictMode>
      <HashRouter>
        <AppRoutes />
      </HashRouter>
    </StrictMode>
  );
  // The hash router's reading of the address: `#/`, `#/#faq`, `#?x` and none are the landing page.
  const landing = ['', '/'].includes(routePathOfHash(window.location.hash));
  if (page && landing && useLocaleStore.getState().locale === page.locale) {
    hydrateRoot(root, app);
  } else {
    // Under the splash: a task of its own, then rendered in slices, so a slow
    // phone's main thread is never held for the whole view.
    await yieldToMain();
    // A static view (the console's content before the app, lib/staticView.ts) stays on
    // screen until React's first commit, which empties the root itself.
    const html = document.documentElement;
    if (html.hasAttribute(STATIC_VIEW)) {
      // Its page's chunk first, so that the app's first frame is the page, never a placeholder.
      const path = routePathOfHash(window.location.hash);
      if (isSplitRoute(path)) await pageLoaders[path]().catch(() => undefined);
      html.removeAttribute(STATIC_VIEW);
    } else root.textContent = '';
    const view = createRoot(root);
    startTransition(() => view.render(app));
  }
}

// The landing page's boot script may add this entry while <head> is still
// parsing (a deep link on a slow link): the page it renders into comes first.
if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', () => void start(), { once: true });
} else {
  void start();
}
