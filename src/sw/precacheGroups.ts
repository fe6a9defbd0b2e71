/**
 * Which of the build's files (the precache list Workbox writes into sw.js)
 * a visitor's service worker fetches at install, and which it leaves until
 * they are used. A public visitor gets the routes they can reach in the
 * languages of the pages that installed the worker: the other languages'
 * copy and static legal pages, code only a kiosk or the poster runs, the
 * kiosk's manifest, and the web manifest and icons only installing the app
 * needs are left out (cached at run time if they ever load); a kiosk gets
 * all the code and every language, so it works offline after its first start. The language
 * pages are never precached: the worker keeps the page the visitor loaded,
 * from the browser's cache (sw.ts), instead of downloading it a second time.
 *
 * Workbox precaches what every visitor gets (sharedPrecache), a list fixed as
 * the worker starts; the rest (installExtras) depends on the windows open at
 * install, so sw.ts fetches it then, into its run-time cache.
 */
import type { PrecacheEntry } from 'workbox-precaching';
import type { Locale } from '../shared/locales';
import { LANGUAGE_PAGE_FOLDERS } from '../shared/webApp';
import { precachedAtInstall } from '../shared/precacheRules.mjs';

/**
 * A file of the list; `locale`: the one language whose readers alone need it;
 * `sha256`: a language page's digest as built (serviceWorkerBuild.ts), which
 * tells this deployment's page from another's (pageDeployment.ts).
 */
export type ManifestEntry = (PrecacheEntry & { locale?: Locale; sha256?: string }) | string;

export interface Visitor {
  /** A kiosk (`?kiosk=1`) or a presenter (`?present=1`) is among the pages that installed the worker. */
  readonly kiosk: boolean;
  /** The languages of the pages that installed the worker. */
  readonly locales: readonly Locale[];
}

/** Any visitor at all: what each one's worker precaches. */
const ANY_VISITOR: Visitor = { kiosk: false, locales: [] };

export const urlOf = (entry: ManifestEntry): string =>
  typeof entry === 'string' ? entry : entry.url;

const LANGUAGE_PAGES = new Set(LANGUAGE_PAGE_FOLDERS.map((folder) => `${folder}index.html`));

export const isLanguagePage = (entry: ManifestEntry): boolean => LANGUAGE_PAGES.has(urlOf(entry));

/** The entries this visitor's worker fetches when it installs. */
export function precacheFor(manifest: readonly ManifestEntry[], visitor: Visitor): ManifestEntry[] {
  return manifest.filter((entry) =>
    precachedAtInstall(typeof entry === 'string' ? { url: entry } : entry, visitor),
  );
}

/** The entries every visitor's worker fetches: no file of one language, none only a kiosk uses. */
export function sharedPrecache(manifest: readonly ManifestEntry[]): ManifestEntry[] {
  return precacheFor(manifest, ANY_VISITOR);
}

/** The entries this visitor's worker fetches besides those every visitor's does. */
export function installExtras(
  manifest: readonly ManifestEntry[],
  visitor: Visitor,
): ManifestEntry[] {
  const shared = new Set(sharedPrecache(manifest));
  return precacheFor(manifest, visitor).filter((entry) => !shared.has(entry));
}

/**
 * A name for this build's pages cache, from every language page's revision, so
 * a new deployment keeps its pages apart from those the running worker serves.
 * A short hash of them all, not the revisions themselves: joined (32 hex digits
 * each) they had to be cut, and the cut dropped the end of the last page's.
 */
export function pagesVersion(manifest: readonly ManifestEntry[]): string {
  const revisions = manifest
    .filter(isLanguagePage)
    .map((entry) => `${urlOf(entry)} ${typeof entry === 'string' ? '' : (entry.revision ?? '')}`)
    .join('\n');
  return fnv1a(revisions);
}

/**
 * FNV-1a, 32 bits, as 8 hex digits: enough to tell this deployment's pages from
 * the last one's (a cache name, not a security check), and synchronous, unlike
 * crypto.subtle, for a name the worker needs as its script starts.
 */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
