/**
 * The site's hash routes, written once. The router's split pages
 * (app/pageLoaders.ts), the copy's route names (content/types.ts SiteRoute),
 * the kiosk's usage keys (features/kiosk/usage/usageKeys.ts) and the browser
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
