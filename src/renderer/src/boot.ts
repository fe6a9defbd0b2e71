/**
 * The boot script: a small classic script the build inlines at the top of
 * <head>, before the stylesheet and the app's entry, allowed by its hash in
 * the CSP (tooling/document/bootScript.ts), built for old browsers too. It decides
 * what the visitor sees before any of the app's code has arrived:
 * - a visitor whose language has its own page goes there at once (a French
 *   browser at the site's root gets `fr/`), before anything is painted;
 * - the splash goes 2000 ms after navigation start over the prerendered
 *   landing page, or waits for a deep link's view or a kiosk's attract screen;
 * - a failed start leaves the page readable with a Retry notice; a kiosk
 *   keeps its splash, tells staff, and retries by itself (lib/bootWatch.ts);
 * - it marks <html> `data-boot`, which stops index.html's CSS fallback: a
 *   splash that goes by itself when no script runs at all;
 * - below the oldest engine the site supports, it lets the app be and says so
 *   on a deep link, or on a link of the page to one of the app's views
 *   (lib/engineFloor.ts);
 * - on a deep link, it loads the app at once, and its page's chunks beside the
 *   app's own files (lib/routeChunks.ts);
 * - the console's and videos' content shows before the app starts, on a deep
 *   link or a tap on the landing page (lib/staticView.ts);
 * - on a landing page, it loads the app when the app is needed (lib/appEntry.ts),
 *   registers the offline service worker without it, and tells a worker
 *   serving the page that no app runs here (lib/offlineCopy.ts: updates),
 *   and remembers a choice made with the language links before the app runs
 *   (lib/languageLinks.ts), or that a language link named in the address
 *   (the app takes it out of the address when it starts, main.tsx);
 * - on every page, it follows the skip link without a hash change until the
 *   app runs (lib/skipLink.ts), and folds the phone menu up when one of its
 *   entries is tapped (lib/menuBeforeApp.ts).
 */
import { isKioskSearch } from './features/kiosk/kioskMode';
import { appEntryUrls, appNeededAtStart, loadApp, loadAppLater } from './lib/appEntry';
import { watchBoot } from './lib/bootWatch';
import { canRunApp, showBelowFloor } from './lib/engineFloor';
import { localeInSearch } from '@shared/localeChoice';
import { openedByLanguageLink, rememberLanguageLinks } from './lib/languageLinks';
import { registerOfflineCopy } from './lib/offlineCopy';
import { handleSkipLinks } from './lib/skipLink';
import { closeMenuOnEntry } from './lib/menuBeforeApp';
import { preloadRouteChunks } from './lib/routeChunks';
import { startStaticViews } from './lib/staticView';
import { localeRedirect, readLocalePage, startLocale } from './lib/localePage';
import { navigatorLanguages, readStoredLocale, storeLocale } from './lib/preferredLocale';
import {
  BOOT_RAN,
  hideSplash,
  holdSplash,
  LANDING_SKIPPED,
  scheduleSplashRemoval,
  showSplashFor,
} from './lib/splash';
import { replacesLanding, splashHoldAtStart } from './lib/splashHold';

const kiosk = isKioskSearch(window.location.search);
// A language link from a page that ran no script (`?lang=en`): the choice, stored
// here as the switch would have (a kiosk stores none and keeps its page's language).
const linked = kiosk ? null : localeInSearch(window.location.search);
if (linked) storeLocale(linked);
const page = readLocalePage(document);
const redirect = localeRedirect(
  page,
  startLocale(page, linked ?? readStoredLocale(), navigatorLanguages()),
  window.location,
);
if (redirect !== null) {
  // The splash stays up until the other page replaces this one.
  window.location.replace(redirect);
} else if (!canRunApp(window)) {
  scheduleSplashRemoval(document, performance.now());
  showBelowFloor(document, window.location.hash);
} else {
  const hold = splashHoldAtStart({
    prerendered: page !== null,
    kiosk,
    hash: window.location.hash,
  });
  if (hold) {
    holdSplash(document, hold);
    if (hold === 'view' && replacesLanding(window.location.hash)) {
      document.documentElement.setAttribute(LANDING_SKIPPED, '');
    }
  } else if (openedByLanguageLink(window)) hideSplash(document);
  else scheduleSplashRemoval(document, performance.now());

  const siteRoot = page ? page.siteRoot : './';
  const urls = appEntryUrls(document, siteRoot);
  // First: the console's or videos' content, before the app's files share the link with it.
  const presenting = isKioskSearch(window.location.search, 'present');
  if (page && urls.length > 0 && !kiosk && !presenting) {
    startStaticViews(window, siteRoot, page.locale);
  }
  if (urls.length === 0) {
    // A page that loads the app by itself (the Electron shell's).
    watchBoot(window, kiosk);
    // A presenter's slides (?present=1) are the app's, like a kiosk's screens.
  } else if (
    appNeededAtStart({
      kiosk: kiosk || presenting,
      hash: window.location.hash,
    })
  ) {
    loadApp(document, urls);
    preloadRouteChunks(window, siteRoot, window.location.hash, page?.locale);
    watchBoot(window, kiosk);
  } else {
    let watching = false;
    loadAppLater(window, urls, {
      onRoute: () => {
        showSplashFor(document, 'view');
        if (!watching) watchBoot(window, false, undefined, performance.now());
        watching = true;
      },
    });
    registerOfflineCopy(window, siteRoot);
  }
  if (page) rememberLanguageLinks(document, page.locale, storeLocale);
  handleSkipLinks(document);
  closeMenuOnEntry(document);
}
document.documentElement.setAttribute(BOOT_RAN, '');
