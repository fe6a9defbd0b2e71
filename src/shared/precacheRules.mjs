// Which of the files a website build lists for its service worker a visitor's
// worker fetches at install (src/sw/precacheGroups.ts), and the size check
// counts (scripts/first-view.mjs). Plain JavaScript, so both can import it.
import { RUN_WHERE_USED } from './assetNames.mjs';

/** `assets/Name-hash.js` (or `.css`) for one of `names`. @param {readonly string[]} names */
function chunkPattern(names) {
  const escaped = names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^assets/(${escaped.join('|')})-[\\w-]{8}\\.(js|css)$`);
}

const KIOSK_CODE = chunkPattern(RUN_WHERE_USED.kiosk);
const POSTER_CODE = chunkPattern(RUN_WHERE_USED.poster);
const INSTALL_ICONS = /^icons\/[\w-]*-512\.png$/;
/**
 * The language pages (`index.html`, `fr/index.html`): the worker keeps the one the visitor
 * loaded instead (src/sw/pages.ts). The static legal pages (`privacy-policy/index.html`…) are
 * precached: a presenter offline opens them too.
 */
const PAGES = /^(?:[a-z]{2}\/)?index\.html$/;

/**
 * Whether a worker precaches `url` (relative to the site's folder) at install:
 * never a page or an install icon; kiosk and poster code for a kiosk only.
 * @param {string} url
 * @param {{ kiosk: boolean }} visitor
 */
export function precachedAtInstall(url, visitor) {
  if (PAGES.test(url) || INSTALL_ICONS.test(url)) return false;
  // A kiosk prints too (its staff view shares the print code): it gets it all.
  return visitor.kiosk || !(KIOSK_CODE.test(url) || POSTER_CODE.test(url));
}
