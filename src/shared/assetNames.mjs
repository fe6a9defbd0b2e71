// The names of built chunks and images that more than one part of the project
// picks out of dist/web: the service worker's precache (src/sw/precache.ts), the share
// tags (tooling/seo) and the size check (scripts/kiosk-chunks.mjs). Plain
// JavaScript with no imports, so build code and scripts can both import it.

/**
 * Lazy chunks that make up each kiosk part, by the module that names them.
 * Vite names a chunk, and the stylesheet split from it, after its module:
 * `Name-<hash>.js|css`. A build without a staff PIN leaves the staff part
 * out of the precache.
 */
export const KIOSK_PARTS = /** @type {const} */ ({
  kiosk: ['KioskLayer', 'StoreQr'],
  staff: ['StaffScreens'],
});

/**
 * Images only link previews and search engines fetch, never the page: the
 * share card and the structured-data logo (`assets/<name>-<hash>.png`).
 */
export const CRAWLER_IMAGES = /** @type {const} */ ({ shareImage: 'og-image', logo: 'logo' });

/**
 * Chunks (and their stylesheets) that only a kiosk or the poster runs: a
 * public visitor's service worker leaves them out of its precache
 * (src/sw/precacheGroups.ts). A kiosk's worker caches the kiosk's when the
 * kiosk first starts online; the poster's are cached when it is opened. Not the
 * QR code encoder: the public site's offline notice shows an outbound link's
 * QR code with the network off, so every worker keeps it.
 */
export const RUN_WHERE_USED = /** @type {const} */ ({
  // usageStore, usageSchema: the counting a kiosk and a presenter share (lib/usage, store/usageStore.ts);
  // useKioskQrUrl, shortStoreLink: the short address of the codes a kiosk keeps on screen.
  kiosk: [
    ...KIOSK_PARTS.kiosk,
    'OnScreenKeyboard',
    'kiosk',
    'usageStore',
    'usageSchema',
    'useKioskQrUrl',
    'shortStoreLink',
    ...KIOSK_PARTS.staff,
  ],
  // OutsideText: how the print view and the staff view quote a value they refused.
  poster: ['PosterPage', 'printAccess', 'OutsideText'],
  // Presenter mode (`?present=1`): a presenter's worker gets it all, like a kiosk's (src/sw/pages.ts);
  // PresenterView: the presenter view (S) and the speaker notes, its own lazy chunk; keepOffline:
  // what a wide screen fetches once idle so that the deck opens offline (features/present/keepOffline.ts).
  present: ['loadPresenter', 'Presenter', 'PresenterView', 'keepOffline'],
});

/**
 * The app's screens (src/shared/appScreenFiles.ts) that only the presenter's
 * slides show: a public visitor's worker leaves them out of its precache; a
 * wide screen keeps them with the deck (features/present/keepOffline.ts).
 */
export const PRESENTER_APP_SCREENS = /** @type {const} */ (['sharing']);

/**
 * The app's screens the build draws, one file per screen and language
 * (tooling/appScreens): `assets/app-screen-<screen>-<locale>-<hash>.svg`.
 * A reader of one language fetches that language's only: the service worker's
 * list and the size check tell them apart by this name.
 */
const APP_SCREEN_FILE = /^assets\/app-screen-([a-z]+)-([a-z]{2})-[\w-]{8}\.svg$/;

/**
 * The language a drawn screen's file is in, or undefined for any other file.
 * @param {string} fileName from the site's root
 * @returns {string | undefined}
 */
export function languageOfAppScreenFile(fileName) {
  return APP_SCREEN_FILE.exec(fileName)?.[2];
}

/**
 * Whether a drawn screen's file is one only the presenter's slides show
 * (PRESENTER_APP_SCREENS): the app names it, the landing page never draws it.
 * @param {string} fileName from the site's root
 * @returns {boolean}
 */
export function isPresenterAppScreenFile(fileName) {
  const screen = APP_SCREEN_FILE.exec(fileName)?.[1];
  return PRESENTER_APP_SCREENS.some((only) => only === screen);
}
