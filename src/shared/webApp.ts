/**
 * Names and URLs of the installable web app that the build (tooling/pwa), the
 * service worker (src/sw) and the page agree on. Every URL is relative to the
 * site's folder, so the site keeps working from any folder of any host.
 */
import { parseIdleSeconds } from './idleSeconds';

/** The manifest of the normal website: a standalone app. */
export const WEB_MANIFEST = 'manifest.webmanifest';
/** The manifest linked in kiosk mode (`?kiosk=1`): a full-screen kiosk. */
export const KIOSK_MANIFEST = 'kiosk.webmanifest';
/** The service worker script, beside index.html (its folder is its scope). */
export const SERVICE_WORKER = 'sw.js';
/** What the page posts to a waiting service worker to make it take over now. */
export const SKIP_WAITING = 'SKIP_WAITING';

/** The start of an installed kiosk: kiosk mode on, with the idle delay chosen when installing. */
export function kioskStartUrl(idleSeconds: number | null): string {
  return idleSeconds === null ? './?kiosk=1#/' : `./?kiosk=1&idle=${idleSeconds}#/`;
}

/**
 * The kiosk manifest's URL for an idle delay: the service worker answers
 * `kiosk.webmanifest?idle=120` with a start_url that keeps `idle=120`. A bad
 * or default delay gets the plain manifest.
 */
export function kioskManifestHref(idleSeconds: number | null, siteRoot = './'): string {
  const href = `${siteRoot}${KIOSK_MANIFEST}`;
  return idleSeconds === null ? href : `${href}?idle=${idleSeconds}`;
}

/**
 * The kiosk manifest with the idle delay of `search` (`?idle=120`) in its
 * start_url; unchanged when the delay is missing or out of range.
 */
export function withKioskIdle<T extends { start_url?: unknown }>(manifest: T, search: string): T {
  const idleSeconds = parseIdleSeconds(new URLSearchParams(search).get('idle'));
  return idleSeconds === null ? manifest : { ...manifest, start_url: kioskStartUrl(idleSeconds) };
}

/**
 * The folders of the website's prerendered language pages, each with its
 * index.html: English at the root, French in `fr/` (the renderer's
 * content/locales.ts decides; a test holds the two together). The service
 * worker precaches and serves each.
 */
export const LANGUAGE_PAGE_FOLDERS = ['', 'fr/'] as const;
