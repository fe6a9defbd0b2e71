/**
 * Names and URLs of the installable web app that the build (tooling/pwa), the
 * service worker (src/sw) and the page agree on. Every URL is relative to the
 * site's folder, so the site keeps working from any folder of any host.
 */
import { parseIdleSeconds } from './idleSeconds';
import { LOCALES, localePagePath, type Locale } from './locales';
import { readKioskTags } from './kioskTags';

/** The manifest of the normal website: a standalone app. */
export const WEB_MANIFEST = 'manifest.webmanifest';
/** The manifest linked in kiosk mode (`?kiosk=1`): a full-screen kiosk. */
export const KIOSK_MANIFEST = 'kiosk.webmanifest';
/** The service worker script, beside index.html (its folder is its scope). */
export const SERVICE_WORKER = 'sw.js';
/**
 * What the page posts to a waiting service worker to make it take over now:
 * `{ type: 'SKIP_WAITING' }`, the message workbox-window's messageSkipWaiting()
 * sends (features/offline/serviceWorker.ts). It cannot be changed here alone.
 */
export const SKIP_WAITING = 'SKIP_WAITING';
/**
 * What a landing page that has not started the app posts to the worker that
 * serves it (lib/offlineCopy.ts): nothing on that page offers an update, so a
 * new version waiting takes over if this page is the site's only window
 * (src/sw/update.ts). A bare string, not `{ type }`: the boot script posts it,
 * and its bytes count (fr/index.html is at its gzip budget).
 */
export const LANDING_WITHOUT_APP = 'LANDING';

/** What an installed kiosk keeps from the URL it was installed from: idle delay, event, name. */
export interface KioskStart {
  idleSeconds: number | null;
  event: string | null;
  name: string | null;
}

/** `idle=120&event=foire-2026&name=stand-a`: the chosen ones only, in that order. */
function kioskStartQuery(start: KioskStart): string {
  const params = new URLSearchParams();
  if (start.idleSeconds !== null) params.set('idle', String(start.idleSeconds));
  if (start.event !== null) params.set('event', start.event);
  if (start.name !== null) params.set('name', start.name);
  return params.toString();
}

/** The start of an installed kiosk: kiosk mode on, with what was chosen when installing. */
export function kioskStartUrl(start: KioskStart): string {
  const query = kioskStartQuery(start);
  return query === '' ? './?kiosk=1#/' : `./?kiosk=1&${query}#/`;
}

/**
 * The kiosk manifest's URL for those choices: the service worker answers
 * `kiosk.webmanifest?idle=120&event=…` with a start_url that keeps them.
 * Nothing chosen: the plain manifest.
 */
export function kioskManifestHref(start: KioskStart, siteRoot = './'): string {
  const query = kioskStartQuery(start);
  const href = `${siteRoot}${KIOSK_MANIFEST}`;
  return query === '' ? href : `${href}?${query}`;
}

/**
 * The kiosk manifest with the choices of `search` (`?idle=120&event=…`) in its
 * start_url, each checked as at start-up (a bad one is left out); unchanged
 * when none is usable.
 */
export function withKioskStart<T extends { start_url?: unknown }>(manifest: T, search: string): T {
  const params = new URLSearchParams(search);
  const tags = readKioskTags({ event: params.get('event'), name: params.get('name') });
  const start = { idleSeconds: parseIdleSeconds(params.get('idle')), ...tags };
  return kioskStartQuery(start) === ''
    ? manifest
    : { ...manifest, start_url: kioskStartUrl(start) };
}

/**
 * The folders of the website's prerendered language pages, each with its
 * index.html: English at the root, French in `fr/`, one for each of the
 * site's languages. The service worker precaches and serves each.
 */
export const LANGUAGE_PAGE_FOLDERS: readonly string[] = LOCALES.map(localePagePath);

const OFFLINE_PAGE = 'offline.html';

/**
 * A language's offline answer (`offline.html`, `fr/offline.html`, tooling/prerender): what the
 * service worker shows for a page this device has not kept when the network is gone.
 */
export function offlinePagePath(locale: Locale): string {
  return `${localePagePath(locale)}${OFFLINE_PAGE}`;
}

/** Whether `path`, from the site's folder, is one of the languages' offline answers. */
export function isOfflinePage(path: string): boolean {
  return LOCALES.some((locale) => offlinePagePath(locale) === path);
}
