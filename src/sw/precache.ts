/**
 * What the website's service worker precaches, so that one visit is enough
 * for the whole site to work offline, and what it leaves out. Read by its
 * build (serviceWorkerBuild.ts); the worker gets the resulting file list.
 */
import { LANGUAGE_PAGE_FOLDERS } from '../shared/webApp';
import { CRAWLER_IMAGES, KIOSK_PARTS } from '../shared/assetNames.mjs';

/**
 * The page in each language, every script and stylesheet (all routes, French, kiosk, QR code),
 * images, fonts (should the site ever ship one), the manifests and their icons,
 * the static legal pages (a presenter offline opens the privacy policy too), and the
 * offline answer for a page not kept.
 */
export const PRECACHE_GLOBS = [
  ...LANGUAGE_PAGE_FOLDERS.map((folder) => `${folder}index.html`),
  // The static pages in each language's folder: the legal pages (privacy-policy/, fr/terms-of-use/...).
  ...LANGUAGE_PAGE_FOLDERS.map((folder) => `${folder}*/index.html`),
  // What the worker shows offline for a page this device has not kept (offline.html, fr/offline.html).
  ...LANGUAGE_PAGE_FOLDERS.map((folder) => `${folder}offline.html`),
  '*.{js,css,svg,png,webmanifest,woff2}',
  'assets/**/*.{js,css,svg,png,webp,avif,jpg,woff2}',
  'icons/*.png',
];

/**
 * Left out (besides sw.js, which Workbox leaves out itself): the hosts' files, images only link
 * previews and search engines fetch (60 KB of share card on every student's data plan otherwise), and,
 * when the build has no staff PIN, the staff screens and their chart library:
 * without a PIN no browser can open them, so no visitor should download them.
 * A build with a PIN is a kiosk's too, and its staff view must open offline.
 */
export function precacheIgnores(staffPin: string | null): string[] {
  const crawlerImages = Object.values(CRAWLER_IMAGES).map((name) => `assets/${name}-*.png`);
  const staffChunks = KIOSK_PARTS.staff.map((name) => `assets/${name}-*.{js,css}`);
  // The hosts' own files at the root (Cloudflare's _worker.js), never the site's.
  return ['_*', ...crawlerImages, ...(staffPin === null ? staffChunks : [])];
}
