/**
 * The redirects every host of the site serves, listed once: nginx writes them
 * into site.conf (nginxSiteConf.ts), Netlify and Cloudflare Pages read them
 * from dist/web/_redirects (redirectsFile.ts). A place added to SHORT_PLACES,
 * a route added to SITE_ROUTES or a language added to LOCALES reaches every
 * host with the next build.
 */
import { LEGAL_SLUGS } from '../../src/renderer/src/content/legalPages';
import { localePagePath } from '../../src/renderer/src/content/locales';
import type { Locale } from '../../src/renderer/src/content/types';
import { SITE_ROUTES } from '../../src/shared/routes';
import {
  SHORT_PLACES,
  SHORT_STORE_FOLDER,
  shortStoreTarget,
  type ShortPlace,
} from '../../src/shared/shortStoreLink';

/**
 * The hosts' own files in the build, never pages: Netlify's and Cloudflare's rules
 * (`_headers`, `_redirects`) and Cloudflare's worker (`_worker.js`, `_routes.json`,
 * shortStoreFunctions.ts). nginx refuses them (site.conf), Netlify by a forced rule
 * (its local server published them); Cloudflare Pages does not publish them.
 */
export const HOST_RULE_FILES = [
  '/_headers',
  '/_redirects',
  '/_worker.js',
  '/_routes.json',
] as const;

/** Whether a path of the build, from its root (`_worker.js`), is one of HOST_RULE_FILES. */
export function isHostFile(path: string): boolean {
  return (HOST_RULE_FILES as readonly string[]).includes(`/${path}`);
}

/** A path the host answers with a redirect to `to`. */
export interface Redirect {
  readonly from: string;
  readonly to: string;
  readonly status: 301 | 302;
}

/** The app's pages with no static copy: a path to them (`/console`) is sent to their hash route. */
export const APP_ONLY_ROUTES = SITE_ROUTES.filter(
  (route) => route !== '/' && !Object.values(LEGAL_SLUGS).some((slug) => route === `/${slug}`),
);

/**
 * The app's pages typed as paths, without their `#` (`/console`, `/fr/videos/`):
 * a 301 to the route in the address's language, relative to the host. The legal
 * pages have static copies in folders, which the host serves itself.
 */
export function appRouteRedirects(locales: readonly Locale[]): Redirect[] {
  return locales.flatMap((locale) =>
    APP_ONLY_ROUTES.flatMap((route) =>
      ['', '/'].map((slash) => ({
        from: `/${localePagePath(locale)}${route.slice(1)}${slash}`,
        to: `/${localePagePath(locale)}#${route}`,
        status: 301 as const,
      })),
    ),
  );
}

/** A slug no event is named, where a host puts the event it read from the path. */
const EVENT_STAND_IN = 'lyceo-event-stand-in';

/**
 * One short store address of a kiosk's QR code (src/shared/shortStoreLink.ts):
 * `/k/a` goes to `target`, `/k/a/<event>` to `withEvent`'s two halves joined by
 * the event. A 302: a changed store URL is never stuck in a cache.
 */
export interface ShortStoreAddress {
  readonly path: string;
  readonly target: string;
  readonly withEvent: readonly [before: string, after: string];
}

/** Every place of SHORT_PLACES, in its order. */
export function shortStoreAddresses(storeUrl: string): ShortStoreAddress[] {
  return (Object.keys(SHORT_PLACES) as ShortPlace[]).map((place) => {
    const [before = '', after = '', ...rest] = shortStoreTarget(
      storeUrl,
      place,
      EVENT_STAND_IN,
    ).split(EVENT_STAND_IN);
    if (rest.length > 0) throw new Error(`The store link names ${EVENT_STAND_IN} twice`);
    return {
      path: `/${SHORT_STORE_FOLDER}/${place}`,
      target: shortStoreTarget(storeUrl, place, null),
      withEvent: [before, after],
    };
  });
}
