/**
 * Which of the build's files (the precache list Workbox writes into sw.js)
 * a visitor's service worker fetches at install, and which it leaves until
 * they are used. A public visitor gets the routes they can reach; code only
 * a kiosk or the poster runs, and the 512 px icons only installing the app
 * needs, are left out (cached at run time if they ever load); a kiosk gets
 * all the code, its own and the poster's, so it works offline after its first start. The language
 * pages are never precached: the worker keeps the page the visitor loaded,
 * from the browser's cache (sw.ts), instead of downloading it a second time.
 */
import type { PrecacheEntry } from 'workbox-precaching';
import { LANGUAGE_PAGE_FOLDERS } from '../shared/webApp';
import { precachedAtInstall } from '../shared/precacheRules.mjs';

export type ManifestEntry = PrecacheEntry | string;

export interface Visitor {
  /** A kiosk (`?kiosk=1`) is among the pages that installed the worker. */
  readonly kiosk: boolean;
}

const urlOf = (entry: ManifestEntry): string => (typeof entry === 'string' ? entry : entry.url);

const LANGUAGE_PAGES = new Set(LANGUAGE_PAGE_FOLDERS.map((folder) => `${folder}index.html`));

export const isLanguagePage = (entry: ManifestEntry): boolean => LANGUAGE_PAGES.has(urlOf(entry));

/** The entries this visitor's worker fetches when it installs. */
export function precacheFor(manifest: readonly ManifestEntry[], visitor: Visitor): ManifestEntry[] {
  return manifest.filter((entry) => precachedAtInstall(urlOf(entry), visitor));
}

/** The entries a kiosk adds to what a public visitor's worker precached. */
export function kioskExtras(manifest: readonly ManifestEntry[]): ManifestEntry[] {
  const publicList = new Set(precacheFor(manifest, { kiosk: false }));
  return precacheFor(manifest, { kiosk: true }).filter((entry) => !publicList.has(entry));
}

/**
 * A name for this build's pages cache: the pages' revisions, so a new
 * deployment keeps its pages apart from those the running worker serves.
 */
export function pagesVersion(manifest: readonly ManifestEntry[]): string {
  return manifest
    .filter(isLanguagePage)
    .map((entry) => (typeof entry === 'string' ? entry : (entry.revision ?? '')))
    .join('-')
    .slice(0, 64);
}
