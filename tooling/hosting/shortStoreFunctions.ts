/**
 * The kiosk's short store addresses with an event (`/k/a/<event>`) on Cloudflare Pages and
 * Netlify. A `_redirects` placeholder takes any segment, so an event that is not a slug
 * (`Foire_2026`, `x%26utm_source%3D…`) would reach the store link's referrer; nginx's
 * site.conf matches the event against SHORT_EVENT_PATTERN and answers anything else with
 * the page not found. Each host gets a small function the build writes with the same
 * pattern and the same store link halves as site.conf (shortStoreAddresses):
 * - Cloudflare Pages: `_worker.js` (advanced mode), run only under `/k/` (`_routes.json`);
 *   what it does not redirect goes to the static files (env.ASSETS), whose 404 is the page
 *   not found;
 * - Netlify: a function whose `config.path` matches a slug only (URLPattern), so any other
 *   event is never the function's and gets the site's 404 as any missing file does.
 * Nothing is fetched at run time: each file carries its data.
 */
import { SHORT_EVENT_PATTERN, SHORT_STORE_FOLDER } from '../../src/shared/shortStoreLink';
import { shortStoreAddresses } from './siteRedirects';

/** The Netlify function's file, in the build's functions folder (netlifyFunctionsOf). */
export const NETLIFY_FUNCTION_FILE = 'short-store.mjs';

const GENERATED =
  '// Written by `npm run build:web` from tooling/hosting/shortStoreFunctions.ts: do not edit.';

/**
 * The code both hosts run: `shortStoreLocation(pathname)`, the tagged store link of a short
 * address with a slug event, else null. The halves are nginx's, joined by the event.
 */
function locationSource(storeUrl: string): string {
  const places = Object.fromEntries(
    shortStoreAddresses(storeUrl).map(({ path, withEvent }) => [path, withEvent]),
  );
  return [
    `const PLACES = ${JSON.stringify(places)};`,
    `const EVENT = new RegExp(${JSON.stringify(`^${SHORT_EVENT_PATTERN}$`)});`,
    'function shortStoreLocation(pathname) {',
    "  const slash = pathname.lastIndexOf('/');",
    '  const place = pathname.slice(0, slash);',
    '  const event = pathname.slice(slash + 1);',
    '  if (!Object.hasOwn(PLACES, place) || !EVENT.test(event)) return null;',
    '  return PLACES[place].join(event);',
    '}',
  ].join('\n');
}

/**
 * SHORT_EVENT_PATTERN as a URLPattern group: URLPattern compiles it with the `v` flag, where a
 * class's literal `-` must be escaped (`[a-z0-9\\-]`; the same class with the `u` flag too).
 */
const EVENT_GROUP = SHORT_EVENT_PATTERN.replace(/-(?=\])/g, '\\-');

const redirect = 'new Response(null, { status: 302, headers: { Location: location } })';

/** Cloudflare Pages' `_worker.js`: the redirect, else the static files as without it. */
export function cloudflareWorker(storeUrl: string): string {
  return [
    GENERATED,
    locationSource(storeUrl),
    'export default {',
    '  fetch(request, env) {',
    '    const location = shortStoreLocation(new URL(request.url).pathname);',
    `    return location === null ? env.ASSETS.fetch(request) : ${redirect};`,
    '  },',
    '};',
    '',
  ].join('\n');
}

/** Cloudflare Pages' `_routes.json`: the worker runs for the short addresses only. */
export function cloudflareRoutes(): string {
  return `${JSON.stringify({ version: 1, include: [`/${SHORT_STORE_FOLDER}/*`], exclude: [] })}\n`;
}

/**
 * Netlify's function (functions v2). Its paths take a slug only; Netlify adds an optional
 * trailing slash to every path, which the function answers with a bare 404.
 */
export function netlifyFunction(storeUrl: string): string {
  const paths = shortStoreAddresses(storeUrl).map(({ path }) => `${path}/:event(${EVENT_GROUP})`);
  return [
    GENERATED,
    locationSource(storeUrl),
    'export default (request) => {',
    '  const location = shortStoreLocation(new URL(request.url).pathname);',
    `  return location === null ? new Response(null, { status: 404 }) : ${redirect};`,
    '};',
    `export const config = { path: ${JSON.stringify(paths)} };`,
    '',
  ].join('\n');
}
