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
  createHandlerBoundToURL,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import {
  KIOSK_MANIFEST,
  LANGUAGE_PAGE_FOLDERS,
  SKIP_WAITING,
  withKioskStart,
} from '@shared/webApp';
import { refuseWrongType } from './answerType';

// vite-plugin-pwa replaces self.__WB_MANIFEST with the list of files and their revisions.
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

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

addPlugins([refuseWrongType]);
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The app is one page with hash routes, prerendered in each language: a visit
// to the site's folder (English) or a language's folder (`fr/`), or its
// index.html, with any query (`?kiosk=1&idle=120`), gets that precached page.
// Other paths (static copies of pages, files the site does not precache) go
// to the network as usual.
for (const folder of LANGUAGE_PAGE_FOLDERS) {
  const page = `${folder}index.html`;
  const handler = createHandlerBoundToURL(page);
  const path = scope.pathname + folder;
  registerRoute(
    ({ request, url }) =>
      request.mode === 'navigate' &&
      (url.pathname === path || url.pathname === `${path}index.html`),
    handler,
  );
}

// The first install takes over the page that registered it, so the site works
// offline from the first visit. An update only takes over once it is told to.
clientsClaim();
