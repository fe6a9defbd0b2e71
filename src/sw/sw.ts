/// <reference lib="webworker" />
/**
 * The website's service worker (website build only: serviceWorkerBuild.ts). It
 * precaches the files precache.ts picks (listed into __WB_MANIFEST at build
 * time) and serves them cache-first, so after one visit the whole site works
 * with the network off. Nothing else is cached and nothing from another origin
 * is touched. The kill switch (killSwitch.ts) builds a worker that removes
 * itself instead.
 *
 * A new deployment installs beside the running one and waits: the page offers
 * it ("A new version is available · Reload") or a kiosk applies it at its next
 * idle reset, by posting SKIP_WAITING.
 */
import { clientsClaim } from 'workbox-core';
import {
  addPlugins,
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { KIOSK_MANIFEST, SKIP_WAITING, withKioskStart } from '@shared/webApp';
import { refuseWrongType } from './answerType';
import { kioskExtras, pagesVersion, precacheFor, type ManifestEntry } from './precacheGroups';
import { cacheLoadedPages, languagePageOf, servePage } from './pages';
import { cacheFirst, cacheUrls, keepOnly, RUN_TIME_CACHE } from './runTimeCache';

// vite-plugin-pwa replaces self.__WB_MANIFEST with the list of files and their revisions.
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: ManifestEntry[] };

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});

const scope = new URL(self.registration.scope);
const kioskManifest = new URL(KIOSK_MANIFEST, scope);

// `kiosk.webmanifest?idle=120&event=…&name=…`: the kiosk manifest whose start_url
// keeps that idle delay, event and name, so installing from a kiosk URL installs that kiosk. Registered
// first: the precache route would not match the query and would pass it on.
registerRoute(
  ({ url }) => url.pathname === kioskManifest.pathname && url.search !== '',
  async ({ url }) => {
    const cached = await matchPrecache(KIOSK_MANIFEST);
    if (!cached) return fetch(kioskManifest);
    const manifest = withKioskStart((await cached.json()) as { start_url?: unknown }, url.search);
    return new Response(JSON.stringify(manifest), {
      headers: { 'Content-Type': 'application/manifest+json' },
    });
  },
);

const manifest = self.__WB_MANIFEST;
// A precache answer whose type does not fit its file (a captive portal's page) fails the install.
addPlugins([refuseWrongType]);
// What a public visitor can use (precacheGroups.ts); a kiosk adds its own code below.
precacheAndRoute(precacheFor(manifest, { kiosk: false }));
cleanupOutdatedCaches();

const pagesCache = `lyceo-pages-${pagesVersion(manifest)}`;

// At install: the language page each open window loaded, taken from the
// browser's cache on a first install (it was just downloaded), and, when one
// of them is a kiosk, the kiosk's code, so it starts offline from then on.
self.addEventListener('install', (event: ExtendableEvent) => {
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const urls = windows.map((client) => new URL(client.url));
      const firstInstall = self.registration.active === null;
      await cacheLoadedPages(pagesCache, scope, urls, firstInstall);
      if (urls.some((url) => url.searchParams.get('kiosk') === '1')) {
        const extras = kioskExtras(manifest).map((entry) =>
          typeof entry === 'string' ? entry : entry.url,
        );
        await cacheUrls(
          RUN_TIME_CACHE,
          extras.map((url) => new URL(url, scope).href),
        );
      }
    })(),
  );
});

// Older deployments' pages, and files kept at run time that this one no longer has, go once it runs.
self.addEventListener('activate', (event: ExtendableEvent) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('lyceo-pages-') && name !== pagesCache) await caches.delete(name);
      }
      const current = manifest.map(
        (entry) => new URL(typeof entry === 'string' ? entry : entry.url, scope).href,
      );
      await keepOnly(RUN_TIME_CACHE, current);
    })(),
  );
});

// The app is one page with hash routes, prerendered in each language: a visit
// to the site's folder or a language's folder (`fr/`), or its index.html, with
// any query (`?kiosk=1&idle=120`), gets the page kept for it, or the network's
// (then kept). Other paths (static copies of pages) go to the network as usual.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && languagePageOf(url, scope) !== null,
  ({ request, url }) => servePage(pagesCache, request, languagePageOf(url, scope) as string),
);

// Files left out of the precache (kiosk and poster code, install icons) are
// kept once they load: hashed names never change, so the first copy is final.
registerRoute(
  ({ request, url }) =>
    request.method === 'GET' &&
    url.origin === scope.origin &&
    /^(assets|icons)\//.test(url.pathname.slice(scope.pathname.length)),
  ({ request }) => cacheFirst(RUN_TIME_CACHE, request),
);

// The first install takes over the page that registered it, so the site works
// offline from the first visit. An update only takes over once it is told to.
clientsClaim();
