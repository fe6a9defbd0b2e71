/**
 * What every host of the site must answer, as nginx with site.conf does: one
 * table of requests, each with its status and where it leads. `npm run
 * test:hosts` (e2e/hosts/) asks nginx, Cloudflare Pages' runtime and Netlify's
 * each of them; the unit test of the build's _redirects (redirectsFile.test.ts)
 * reads the same table. The short addresses come from SHORT_PLACES, the app's
 * views from SITE_ROUTES: a place or a view added there is in the table too.
 */
import { LOCALES, localePagePath } from '../../src/renderer/src/content/locales';
import {
  SHORT_PLACES,
  SHORT_STORE_FOLDER,
  shortStoreTarget,
  type ShortPlace,
} from '../../src/shared/shortStoreLink';
import { appRouteRedirects, HOST_RULE_FILES } from './siteRedirects';

export interface HostRequest {
  /** The path asked, from the site's root, as sent. */
  readonly path: string;
  /** The statuses that keep the promise (a folder's slash: 301 on nginx, 308 on Cloudflare). */
  readonly status: readonly number[];
  /** Where a redirect leads, resolved against the request's URL. */
  readonly location?: string;
  /** The language of the page answered (`<html lang>`), for a page not found. */
  readonly lang?: string;
  /**
   * What Netlify or Cloudflare Pages answer instead, where their rules cannot say
   * what nginx's do (docs/hosting.md), and why.
   */
  readonly on?: Partial<
    Record<StaticHost, { readonly status: readonly number[]; readonly why: string }>
  >;
}

export type StaticHost = 'cloudflare' | 'netlify';

const EVENT = 'foire-yaounde-2026';

/** The table, for a build whose store link is `storeUrl`. */
export function hostTable(storeUrl: string): HostRequest[] {
  const places = Object.keys(SHORT_PLACES) as ShortPlace[];
  const short = (place: ShortPlace) => `/${SHORT_STORE_FOLDER}/${place}`;
  const others = LOCALES.filter((locale) => localePagePath(locale) !== '');
  return [
    // The kiosk's store codes.
    ...places.flatMap((place): HostRequest[] => [
      { path: short(place), status: [302], location: shortStoreTarget(storeUrl, place, null) },
      {
        path: `${short(place)}/${EVENT}`,
        status: [302],
        location: shortStoreTarget(storeUrl, place, EVENT),
      },
    ]),
    // An event that is not a slug never reaches the store's referrer.
    ...['Foire_2026', 'x%26utm_source%3Devil'].flatMap((event) =>
      places.map((place) => ({ path: `${short(place)}/${event}`, status: [404], lang: 'en' })),
    ),
    { path: `${short('a')}/a/b`, status: [404] },
    // The app's views typed without their `#`.
    ...appRouteRedirects(LOCALES).map(({ from, to, status }) => ({
      path: from,
      status: [status],
      location: to,
    })),
    // The static pages, and their folders typed without the slash.
    ...['', ...others.map(localePagePath)].flatMap((folder): HostRequest[] => [
      { path: `/${folder}`, status: [200] },
      { path: `/${folder}privacy-policy/`, status: [200] },
      { path: `/${folder}terms-of-use/`, status: [200] },
      {
        path: `/${folder}privacy-policy`,
        status: [301, 308],
        location: `/${folder}privacy-policy/`,
        on: {
          netlify: {
            status: [200],
            why: 'Netlify serves a folder’s page at its name without the slash too',
          },
        },
      },
    ]),
    // A missing page, in the address's language.
    { path: '/no-such-page', status: [404], lang: 'en' },
    ...others.flatMap((locale): HostRequest[] => [
      { path: `/${localePagePath(locale)}no-such-page`, status: [404], lang: locale },
      { path: `/${localePagePath(locale)}deep/no/such/page/`, status: [404], lang: locale },
    ]),
    // The hosts' rule files and worker are not pages.
    ...HOST_RULE_FILES.map((path) => ({
      path,
      status: [404],
      on: {
        cloudflare: {
          status: [404, path === '/_routes.json' ? 200 : 502],
          why: 'wrangler’s local server fails on them (ENOTDIR) or serves _routes.json; Cloudflare Pages never uploads them (wrangler’s IGNORE_LIST)',
        },
      },
    })),
  ];
}
