/**
 * The site's hash routes, written once. The router's split pages
 * (app/pageLoaders.ts), the copy's route names (content/types.ts SiteRoute),
 * the kiosk's usage keys (lib/usage/usageKeys.ts) and the browser
 * tests (e2e/helpers.ts ROUTES) all read this table: a route added here and
 * missing there is a compile error.
 */

/** The pages a visitor reaches from the menus and the footer; the landing page first. */
export const SITE_ROUTES = [
  '/',
  '/console',
  '/videos',
  '/privacy-policy',
  '/terms-of-use',
] as const;
export type SiteRoute = (typeof SITE_ROUTES)[number];

/** The print view, for the people running a fair: reached by its address only, never counted. */
export const STAFF_ROUTES = ['/poster'] as const;
export type StaffRoute = (typeof STAFF_ROUTES)[number];

/** Every page but the landing page is its own chunk, loaded on navigation. */
export type SplitRoute = Exclude<SiteRoute, '/'> | StaffRoute;

/**
 * The module of each split page, under src/renderer/src/pages/: app/pageLoaders.ts
 * imports them, and the website build lists each one's chunks for a deep link's
 * first requests (tooling/chunks/routeChunks.ts).
 */
export const SPLIT_ROUTE_PAGES = {
  '/console': 'ConsolePage',
  '/videos': 'VideosPage',
  '/privacy-policy': 'PrivacyPage',
  '/terms-of-use': 'TermsPage',
  '/poster': 'PosterPage',
} as const satisfies Record<SplitRoute, string>;

export function isSplitRoute(path: string): path is SplitRoute {
  return Object.prototype.hasOwnProperty.call(SPLIT_ROUTE_PAGES, path);
}

/** The route a hash names: `#/console?x=1` -> `/console`, `#/#faq` -> `/`, `` -> ``. */
export function routePathOfHash(hash: string): string {
  return hash.replace(/^#/, '').split(/[?#]/, 1)[0] ?? '';
}
