/**
 * The one source of the site's security headers and content security
 * policies. The build puts the CSP in index.html's meta tag and the static
 * legal pages' stricter one in theirs, and writes dist/web/_headers from this module;
 * every website build writes nginx's site.conf from it (dist/nginx/web/), and
 * tests fail when any of them disagrees. Pure data: the Electron main process
 * can send the same policy from its app:// protocol.
 */

/**
 * The static legal pages' policy: nothing runs and nothing is fetched but the stylesheet,
 * the icon and the headings' display face (a wide screen's, styles/_site.scss).
 */
export const STATIC_PAGE_CSP =
  "default-src 'none'; style-src 'self'; img-src 'self'; font-src 'self'; base-uri 'none'; form-action 'none'";

/**
 * The page not found's meta policy (404.html): the static pages' and `data:` images, for
 * the site's navbar it shows, whose phone-menu icon is a `data:` SVG (as the hosts' policy allows).
 */
export const NOT_FOUND_PAGE_CSP =
  "default-src 'none'; style-src 'self'; img-src 'self' data:; font-src 'self'; base-uri 'none'; form-action 'none'";

/**
 * `'sha256-…'` sources that allow the language pages' inline code, computed
 * from the built HTML: the boot script (`scripts`), the splash style and the
 * page's critical CSS (`styles`).
 */
export interface InlineHashes {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
}

type Directive = readonly [name: string, ...sources: string[]];

/**
 * Which page the policy is for. The website registers a service worker (sw.js,
 * from its own origin); the Electron renderer is its own offline copy and runs
 * no worker at all.
 */
export type PolicyTarget = 'website' | 'electron-renderer';

const WORKER_SOURCES: Record<PolicyTarget, string> = {
  website: "'self'",
  'electron-renderer': "'none'",
};

/**
 * Everything the site loads is its own: scripts and styles from its files (the
 * inline boot script, splash style and critical CSS by hash), images also as
 * data: URLs (QR codes), nothing framed, no plugins, no forms posted anywhere.
 */
function documentDirectives(hashes: InlineHashes, target: PolicyTarget): Directive[] {
  return [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...hashes.scripts],
    ['style-src', "'self'", ...hashes.styles],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'none'"],
    ['frame-src', "'none'"],
    ['worker-src', WORKER_SOURCES[target]],
  ];
}

/** Only a response header can carry it: browsers ignore `frame-ancestors` (clickjacking) in a meta tag. */
const FRAME_ANCESTORS: Directive = ['frame-ancestors', "'none'"];

/**
 * Header only too, and only over HTTPS: on a plain-HTTP page (a school's LAN
 * server without a certificate) it would send every script and stylesheet
 * request to https:// and break the site.
 */
export const UPGRADE_INSECURE_REQUESTS = 'upgrade-insecure-requests';

export interface ServedOver {
  /** The response goes out over HTTPS (every host with a certificate; Netlify, Cloudflare Pages). */
  readonly https: boolean;
}
const OVER_HTTPS: ServedOver = { https: true };

const serialize = (directives: Directive[]): string =>
  directives.map((directive) => directive.join(' ')).join('; ');

/** The policy of index.html's `<meta http-equiv="Content-Security-Policy">`. */
export function metaContentSecurityPolicy(hashes: InlineHashes, target: PolicyTarget): string {
  return serialize(documentDirectives(hashes, target));
}

/** What a dev server's page needs beyond a build's (see devServerContentSecurityPolicy). */
const DEV_SERVER_DIRECTIVES: Record<string, Directive> = {
  // Vite injects every stylesheet, and each hot update, as a `<style>` no hash can name
  // in advance (a hash beside 'unsafe-inline' would switch it off).
  'style-src': ['style-src', "'self'", "'unsafe-inline'"],
  // Vite's client waits for a restarted server (a config or copy change) from a blob: worker.
  'worker-src': ['worker-src', "'self'", 'blob:'],
};

/**
 * The meta policy of a page a dev server sends (`npm run dev:web`, `npm run dev`):
 * scripts stay by hash, everything else as in a build but the two directives above.
 * Builds never use it.
 */
export function devServerContentSecurityPolicy(hashes: InlineHashes, target: PolicyTarget): string {
  return serialize(
    documentDirectives(hashes, target).map(
      (directive) => DEV_SERVER_DIRECTIVES[directive[0]] ?? directive,
    ),
  );
}

/**
 * The website's policy as a response header (web hosts send it), with the
 * directives a meta tag cannot express. (app:// sends the Electron renderer's
 * meta policy as its header: src/main/appCsp.ts.)
 */
export function headerContentSecurityPolicy(
  hashes: InlineHashes,
  servedOver: ServedOver = OVER_HTTPS,
): string {
  const upgrade: Directive[] = servedOver.https ? [[UPGRADE_INSECURE_REQUESTS]] : [];
  return serialize([...documentDirectives(hashes, 'website'), FRAME_ANCESTORS, ...upgrade]);
}

/**
 * Browser features the site never uses, all denied, so that neither a bug nor
 * injected code can ask for them. Every name is one Chromium knows: an unknown
 * one costs a console error on every page.
 */
export const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'gamepad',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;

/** Two years, as Mozilla recommends; subdomains too. Not `preload`: that is a commitment for the domain's owner. */
export const HSTS_MAX_AGE_SECONDS = 63_072_000;

/** The headers every response of the website carries, in the order they are written out. */
export function securityHeaders(
  hashes: InlineHashes,
  servedOver: ServedOver = OVER_HTTPS,
): ReadonlyArray<[string, string]> {
  return [
    ['Content-Security-Policy', headerContentSecurityPolicy(hashes, servedOver)],
    ['Strict-Transport-Security', `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ')],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
  ];
}

/**
 * Headers only a document or a worker reads: what it may load and run, which
 * browser features it may use, whether it may be framed, whether it shares a
 * browsing context group, what referrer its links send. A script, stylesheet or image response
 * does not need them, and over HTTP/1.1 each is sent again on every such
 * response, 304s included: 1.1 KB each. nginx leaves them off under assets/
 * (tooling/hosting/nginxSiteConf.ts). A stylesheet's own requests would follow
 * its Referrer-Policy; the browsers' default is the same policy, and the
 * site's stylesheet requests nothing from another origin.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'Content-Security-Policy',
  'Permissions-Policy',
  'X-Frame-Options',
  'Referrer-Policy',
  'Cross-Origin-Opener-Policy',
] as const;

/** The security headers of a hashed script, stylesheet or image: all but the document-only ones. */
export function assetSecurityHeaders(
  hashes: InlineHashes,
  servedOver: ServedOver = OVER_HTTPS,
): ReadonlyArray<[string, string]> {
  return securityHeaders(hashes, servedOver).filter(
    ([name]) => !DOCUMENT_ONLY_HEADERS.some((only) => only === name),
  );
}

/** Content-hashed file names (Vite's `assets/`) never change: cache them for a year. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, manifests, service worker, legal pages, 404s) is revalidated each time. */
export const CACHE_REVALIDATE = 'no-cache';
/**
 * The site root's answer on a host that picks its language (site.conf): a
 * browser revalidates it, and no shared cache keeps it, since the same URL
 * answers English to one visitor and French to another.
 */
export const CACHE_NEGOTIATED = 'private, no-cache';
/** The folder of the build whose file names carry content hashes. */
export const HASHED_ASSETS_DIR = 'assets';
