// Which of the files a website build lists for its service worker a visitor's
// worker fetches at install (src/sw/precacheGroups.ts), and the size check
// counts (scripts/first-view.mjs). Plain JavaScript, so both can import it.
import { PRESENTER_APP_SCREENS, RUN_WHERE_USED } from './assetNames.mjs';

/** `assets/Name-hash.js` (or `.css`) for one of `names`. @param {readonly string[]} names */
function chunkPattern(names) {
  const escaped = names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^assets/(${escaped.join('|')})-[\\w-]{8}\\.(js|css)$`);
}

const KIOSK_CODE = chunkPattern(RUN_WHERE_USED.kiosk);
const POSTER_CODE = chunkPattern(RUN_WHERE_USED.poster);
/**
 * Fonts: the headings' display face is drawn on screens 62em and wider only
 * (styles/_site.scss). Such a page fetches it and the worker keeps it at run
 * time; a phone never needs it, and its worker leaves it out (8.8 KB).
 */
const FONTS = /\.woff2$/;
const PRESENTER_CODE = chunkPattern(RUN_WHERE_USED.present);
/** The app's screens only the slides show (`assets/app-screen-sharing-en-<hash>.svg`). */
const PRESENTER_SCREENS = new RegExp(
  `^assets/app-screen-(${PRESENTER_APP_SCREENS.join('|')})-[a-z]{2}-[\\w-]{8}\\.svg$`,
);
/** The kiosk's manifest (KIOSK_MANIFEST, src/shared/webApp.ts): only a kiosk page links it. */
const KIOSK_MANIFEST = /^kiosk\.webmanifest$/;
/**
 * What only installing the app needs, fetched by the browser when it installs
 * and kept with the installed app: the web manifest and its icons. A worker
 * leaves them out (they are kept at run time if they ever load through it):
 * 8 KB of a first visit. Not the tab icon: each page asks for it, offline too.
 */
const INSTALL_FILES = /^(?:manifest\.webmanifest|icons\/[\w-]+\.png)$/;
/**
 * The language pages (`index.html`, `fr/index.html`): the worker keeps the one the visitor
 * loaded instead (src/sw/pages.ts). The static legal pages (`privacy-policy/index.html`…) are
 * precached in the visitor's language: a presenter offline opens them too.
 */
const PAGES = /^(?:[a-z]{2}\/)?index\.html$/;

/**
 * A file of the worker's list: its URL relative to the site's folder and, when
 * only readers of one language need it (that language's pages, the chunks of
 * its copy), that language (tagged by the build, src/sw/serviceWorkerBuild.ts).
 * @typedef {{ url: string, locale?: string }} ListedFile
 */

/**
 * Who installs the worker: a kiosk (`?kiosk=1` among its windows), and the
 * languages of the pages that installed it.
 * @typedef {{ kiosk: boolean, locales: readonly string[] }} Visitor
 */

/**
 * Whether a worker precaches `file` at install: never a language page, the
 * web manifest or its icons; another language's files, kiosk, poster and presenter
 * code, the kiosk's manifest and fonts for a kiosk (or a presenter) only.
 * @param {ListedFile} file
 * @param {Visitor} visitor
 */
export function precachedAtInstall({ url, locale }, visitor) {
  if (PAGES.test(url) || INSTALL_FILES.test(url)) return false;
  // A kiosk prints too (its staff view shares the print code), and its visitors
  // switch to their own language: it gets it all.
  if (visitor.kiosk) return true;
  if (locale !== undefined && !visitor.locales.includes(locale)) return false;
  return ![KIOSK_CODE, POSTER_CODE, PRESENTER_CODE, PRESENTER_SCREENS, KIOSK_MANIFEST, FONTS].some(
    (code) => code.test(url),
  );
}
