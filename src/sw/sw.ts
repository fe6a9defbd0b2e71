/// <reference lib="webworker" />
/**
 * The website's service worker (website build only: serviceWorkerBuild.ts). It
 * precaches the files precache.ts lists (into __WB_MANIFEST at build time)
 * that this visitor can use (precacheGroups.ts) and serves them cache-first,
 * so after one visit the whole site works with the network off in the
 * visitor's language. Nothing else is cached and nothing from another origin
 * is touched. The kill switch (killSwitch.ts) builds a worker that removes
 * itself instead. The language pages follow the visitor's language choice,
 * online and offline (pages.ts says how).
 *
 * A new deployment installs beside the running one and waits: the page offers
 * it ("A new version is available · Reload") or a kiosk applies it at its next
 * idle reset, by posting SKIP_WAITING; for a landing page that has not started
 * the app, it takes over when that page is the site's only window (update.ts).
 */
import { clientsClaim } from 'workbox-core';
import {
  addPlugins,
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
} from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import {
  KIOSK_MANIFEST,
  LANDING_WITHOUT_APP,
  SKIP_WAITING,
  WEB_MANIFEST,
  withKioskStart,
} from '@shared/webApp';
import { localeChoiceIn } from '@shared/localeChoice';
import type { Locale } from '@shared/locales';
import { refuseWrongType } from './answerType';
import {
  installExtras,
  isLanguagePage,
  pagesVersion,
  sharedPrecache,
  urlOf,
  type ManifestEntry,
  type Visitor,
} from './precacheGroups';
import { linkedChoice, recordChoice, recordedChoice } from './chosenLocale';
import { offlineAnswer } from './offlinePage';
import { deploymentOf } from './pageDeployment';
import {
  cacheLoadedPages,
  installingVisitor,
  keepLanguagePage,
  keptPages,
  languagePageOf,
  pageFileOf,
  servePage,
  slashedPageAddress,
} from './pages';
import { cacheFirst, cacheKeysOf, cacheUrls, keepOnly, RUN_TIME_CACHE } from './runTimeCache';
import { updateForLanding } from './update';

// vite-plugin-pwa replaces self.__WB_MANIFEST with the list of files and their revisions.
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: ManifestEntry[] };

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
  // The visitor chose a language in the page, or forgot their choice (chosenLocale.ts).
  const chosen = localeChoiceIn(event.data);
  if (chosen !== undefined) event.waitUntil(keepChoice(chosen));
  // A landing page this worker serves, as it starts: the next version may take over (update.ts).
  if (event.data === LANDING_WITHOUT_APP) {
    const sender = event.source instanceof WindowClient ? event.source : null;
    event.waitUntil(updateForLanding(self, sender, scope));
  }
});

const scope = new URL(self.registration.scope);
const manifest = self.__WB_MANIFEST;
// What the run-time cache keeps each of the list's files under (runTimeCache.ts).
const cacheKeys = cacheKeysOf(manifest, scope);
const cacheKeyOf = (href: string): string => cacheKeys.get(href) ?? href;
const kioskManifest = new URL(KIOSK_MANIFEST, scope);
const webManifest = new URL(WEB_MANIFEST, scope);

// The kiosk manifest, kept at run time (a kiosk's worker fetched it at install), else the
// network's; `kiosk.webmanifest?idle=120&event=…&name=…`: with a start_url that keeps that idle
// delay, event and name, so installing from a kiosk URL installs that kiosk.
registerRoute(
  ({ url }) => url.pathname === kioskManifest.pathname,
  async ({ url }) => {
    const response = await cacheFirst(
      RUN_TIME_CACHE,
      new Request(kioskManifest),
      cacheKeyOf(kioskManifest.href),
    );
    if (url.search === '' || !response.ok) return response;
    const kiosk = withKioskStart((await response.json()) as { start_url?: unknown }, url.search);
    return new Response(JSON.stringify(kiosk), {
      headers: { 'Content-Type': 'application/manifest+json' },
    });
  },
);

// A precache answer whose type does not fit its file (a captive portal's page) fails the install.
addPlugins([refuseWrongType]);
// What every visitor can use (precacheGroups.ts); their languages and a kiosk's code are added below.
precacheAndRoute(sharedPrecache(manifest));
cleanupOutdatedCaches();

const pagesCache = `lyceo-pages-${pagesVersion(manifest)}`;
// The language pages as this build wrote them: the worker keeps no other deployment's.
const deployment = deploymentOf(manifest, scope);

// At install: the language page each open window loaded, taken from the
// browser's cache on a first install (it was just downloaded) when it is this
// deployment's, else from the server (pages.ts); then the files
// of those pages' languages (copy, static legal pages) and, when one of the
// windows is a kiosk, the kiosk's code and every language, so the visitor's
// site starts offline from then on.
self.addEventListener('install', (event: ExtendableEvent) => {
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const urls = windows.map((client) => new URL(client.url));
      const firstInstall = self.registration.active === null;
      await cacheLoadedPages(pagesCache, scope, urls, firstInstall, deployment);
      await cacheUrls(RUN_TIME_CACHE, extrasFor(await installingVisitor(pagesCache, scope, urls)));
    })(),
  );
});

/** What this visitor's worker keeps besides every visitor's precache, each under its cache key. */
function extrasFor(visitor: Visitor): Array<{ url: string; key: string }> {
  return installExtras(manifest, visitor).map((entry) => {
    const url = new URL(urlOf(entry), scope).href;
    return { url, key: cacheKeyOf(url) };
  });
}

/**
 * The visitor's choice, remembered for the root (servePage), and that
 * language's page and files kept now, while the page is online: the boot
 * script sends the next visit to that page, offline too (keepLanguagePage).
 * Offline, nothing more: the root asks again at the next visit online.
 */
async function keepChoice(locale: Locale | null): Promise<void> {
  await recordChoice(scope, locale);
  if (locale === null) return;
  try {
    await keepLanguagePage(pagesCache, scope, locale, deployment);
    await cacheUrls(RUN_TIME_CACHE, extrasFor({ kiosk: false, locales: [locale] }));
  } catch {
    // Offline or refused: the page stays where it is, and the offline answer never loops.
  }
}

// Older deployments' pages, and files kept at run time that this one no longer has, go once it runs.
self.addEventListener('activate', (event: ExtendableEvent) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('lyceo-pages-') && name !== pagesCache) await caches.delete(name);
      }
      await keepOnly(RUN_TIME_CACHE, cacheKeys.values());
    })(),
  );
});

// The app is one page with hash routes, prerendered in each language: a visit
// to the site's folder or a language's folder (`fr/`), or its index.html, with
// any query (`?kiosk=1&idle=120`), gets the page kept for it, or the network's
// (then kept); at the root, in the language the visitor chose (pages.ts). A
// language link (`?lang=fr`) is a choice, as the boot script stores it.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && languagePageOf(url, scope) !== null,
  async ({ request, url }) => {
    const linked = linkedChoice(url);
    if (linked !== null) await recordChoice(scope, linked);
    const chosen = linked ?? (await recordedChoice(scope));
    const page = languagePageOf(url, scope) as string;
    return servePage(pagesCache, request, page, { scope, chosen, deployment });
  },
);

// The static pages of the list (the legal pages, `privacy-policy/` or its index.html): the
// copy kept at install for the visitor's languages, else the network's (then kept, so another
// language's page opened once online opens offline too).
const staticPages = new Set(
  manifest
    .filter((entry) => urlOf(entry).endsWith('index.html') && !isLanguagePage(entry))
    .map(urlOf),
);
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && staticPages.has(pageFileOf(url, scope) ?? ''),
  ({ request, url }) =>
    cacheFirst(
      RUN_TIME_CACHE,
      request,
      cacheKeyOf(new URL(pageFileOf(url, scope) as string, scope).href),
    ),
);

// A static page's folder without its slash (`privacy-policy`, as people type it) goes to the
// folder, as the server would say, so that it opens offline too.
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && slashedPageAddress(url, scope, staticPages) !== null,
  ({ url }) =>
    Promise.resolve(Response.redirect(slashedPageAddress(url, scope, staticPages) as string, 301)),
);

// Files left out of the precache (another language's copy, kiosk and poster code, the
// manifest and its icons) are kept once they load, under their cache key: the first copy
// is final.
registerRoute(
  ({ request, url }) =>
    request.method === 'GET' &&
    url.origin === scope.origin &&
    (/^(assets|icons)\//.test(url.pathname.slice(scope.pathname.length)) ||
      url.pathname === webManifest.pathname),
  ({ request, url }) => cacheFirst(RUN_TIME_CACHE, request, cacheKeyOf(url.href)),
);

// Any other address of the site opened (`/nope`, `/console`: the server's answer, a redirect
// included) goes to the network, so that when there is none the catch below answers it.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.href.startsWith(scope.href),
  ({ request }) => fetch(request),
);

// A page the network cannot bring (offline, not kept on this device) gets the site's offline
// answer in the address's language (offlinePage.ts), not the browser's error page.
setCatchHandler(async ({ request, url }) =>
  request.mode === 'navigate'
    ? offlineAnswer({ url, scope, kept: await keptPages(pagesCache), match: matchPrecache })
    : Response.error(),
);

// The first install takes over the page that registered it, so the site works
// offline from the first visit. An update only takes over once it is told to.
clientsClaim();
