/**
 * The nginx directives that go inside a `server { }` block, written by every
 * website build beside it (dist/nginx/web/site.conf, tooling/hosting/headersFilePlugin.ts)
 * from the same header module and inline hashes as dist/web/_headers.
 */
import {
  assetSecurityHeaders,
  CACHE_IMMUTABLE,
  CACHE_NEGOTIATED,
  CACHE_REVALIDATE,
  HASHED_ASSETS_DIR,
  securityHeaders,
  UPGRADE_INSECURE_REQUESTS,
  type InlineHashes,
} from '../../src/shared/securityHeaders';
import { MIME_TYPES, mimeTypeOf, TEXT_TYPES } from '../../src/shared/mimeTypes';
import { LOCALE_COOKIE, LOCALE_PARAM } from '../../src/shared/localeChoice';
import {
  DEFAULT_LOCALE,
  localePagePath,
  LOCALES,
  notFoundPagePath,
} from '../../src/renderer/src/content/locales';
import type { Locale } from '../../src/renderer/src/content/types';
import { BROTLI_TYPES, brotliRules, brotliServing, LANDING_BROTLI_URI } from './nginxBrotli';
import { DEFAULT_SITE_CONFIG } from '../../src/shared/siteConfig';
import { SHORT_EVENT_PATTERN } from '../../src/shared/shortStoreLink';
import { appRouteRedirects, HOST_RULE_FILES, shortStoreAddresses } from './siteRedirects';

/**
 * Files below this size are neither precompressed nor gzipped on the fly: under it, the
 * encoding's headers and framing eat the saving. From 256 B up a file loses a third to
 * a half (a 764 B illustration is 352 B gzip), and the build's copies cost the host no
 * CPU: the small chunks and drawings a first visit precaches weigh 2 KB less on the wire.
 */
export const COMPRESS_MIN_BYTES = 256;

const UPGRADE_VARIABLE = '$lyceo_csp_upgrade';
const PATH_VARIABLE = '$lyceo_path';
/** A request's path as sent (before its query) that nginx normalizes: `//`, `%2e`, `%2f`, `/./`, `/../`. */
export const NON_CANONICAL_PATH = String.raw`^[^?]*(//|%2[EeFf]|/\.\.?(/|\?|$))`;
/** A normalized path safe to name in a Location: `/`, or segments of letters, digits, `.`, `_`, `-`, none empty or led by a dot. */
export const PLAIN_PATH = String.raw`^(/[A-Za-z0-9_-][A-Za-z0-9._-]*)*/?$`;
const LANDING_VARIABLE = '$lyceo_landing';
const NOT_FOUND_VARIABLE = '$lyceo_not_found';

/**
 * Accept-Language names `locale` before any other of `locales`: the first item
 * in one of them (`fr`, `fr-CM`, `fr;q=0.9`) is `locale`. Items in other
 * languages are skipped (`es, fr, en` is French); browsers list them by
 * preference, so their order decides, not their q values. Possessive
 * quantifiers: each item is read once, so a long header costs linear time.
 */
export function namedFirst(locale: string, locales: readonly string[]): string {
  if (![...locales, locale].every((name) => /^[a-z]{2,3}$/.test(name)))
    throw new Error(`Cannot write the languages ${locales.join(', ')} into an nginx pattern`);
  return String.raw`^(?:\s*+(?!(?:${locales.join('|')})\b)[^,]*+,)*+\s*+${locale}\b`;
}

/** The site's languages, the default one served when nothing names another. */
export interface SiteLanguages {
  locales: readonly Locale[];
  defaultLocale: Locale;
}

const SITE_LANGUAGES: SiteLanguages = { locales: LOCALES, defaultLocale: DEFAULT_LOCALE };

/** A language's landing page from the site root, in the folder the build writes it to. */
const landingPage = (locale: Locale) => `/${localePagePath(locale)}index.html`;

/** A language's page not found from the site root (tooling/prerender/notFoundPages.ts). */
const notFoundPage = (locale: Locale) => `/${notFoundPagePath(locale)}`;

/** The language cookie the in-page switch writes, named once in src/shared/localeChoice.ts. */
export const LANGUAGE_COOKIE = LOCALE_COOKIE;
/** nginx always applies charset and gzip to text/html, and warns when it is listed again. */
const TEXT_TYPES_BUT_HTML = TEXT_TYPES.filter((type) => type !== 'text/html').join(' ');

/** A double-quoted nginx string; the values are ours, so refuse what would need escaping. */
function quoted(value: string): string {
  if (/["\\$]/.test(value)) throw new Error(`Cannot write ${value} as an nginx string`);
  return `"${value}"`;
}

/**
 * Every error status nginx can answer with, for `error_page` under assets/:
 * each one leaves that location for @asset_error, where it is revalidated.
 */
export const NGINX_ERROR_STATUSES = [
  400, 401, 402, 403, 404, 405, 406, 408, 409, 410, 411, 412, 413, 414, 415, 416, 421, 429, 494,
  495, 496, 497, 500, 501, 502, 503, 504, 505, 507,
] as const;

/**
 * The kiosk's short store addresses (src/shared/shortStoreLink.ts, siteRedirects.ts): a 302 to
 * the tagged store link, the event taken from the path, which is a slug or
 * does not match. Temporary, so a changed store URL is never stuck in a cache.
 */
export function shortStoreRedirects(storeUrl: string): string[] {
  // Each piece checked like any value written into the file; `$1` is nginx's capture.
  const inQuotes = (value: string) => quoted(value).slice(1, -1);
  return shortStoreAddresses(storeUrl).flatMap(({ path, target, withEvent }) => [
    `location ~ "^${path}/(${SHORT_EVENT_PATTERN})$" {\n    return 302 "${withEvent.map(inQuotes).join('$1')}";\n}`,
    `location = ${path} {\n    return 302 ${quoted(target)};\n}`,
  ]);
}

export function renderNginxSiteConf(
  hashes: InlineHashes,
  languages: SiteLanguages = SITE_LANGUAGES,
  storeUrl: string = DEFAULT_SITE_CONFIG.storeUrl,
): string {
  const indent = (lines: string[]) => lines.map((line) => `    ${line}`).join('\n');
  const types = MIME_TYPES.map(({ type, extensions }) => `${type} ${extensions.join(' ')};`);
  // The CSP asks browsers to upgrade requests only when this response is itself
  // HTTPS; the variable appends the directive there (see UPGRADE_INSECURE_REQUESTS).
  const addHeaders = (list: ReadonlyArray<[string, string]>) =>
    list.map(([name, value]) =>
      name === 'Content-Security-Policy'
        ? `add_header ${name} "${quoted(value).slice(1, -1)}${UPGRADE_VARIABLE}" always;`
        : `add_header ${name} ${quoted(value)} always;`,
    );
  const headers = addHeaders(securityHeaders(hashes, { https: false }));
  const assetHeaders = addHeaders(assetSecurityHeaders(hashes, { https: false }));
  const errorStatuses = NGINX_ERROR_STATUSES.join(' ');
  const cookie = `$cookie_${LANGUAGE_COOKIE}`;
  const others = languages.locales.filter((locale) => locale !== languages.defaultLocale);
  const param = `$arg_${LOCALE_PARAM}`;
  // Which language a request asks for, last rule winning: the default, an
  // Accept-Language naming another first, the switch's cookie, then a language
  // its link names in the address (`?lang=en`: opened where no script set the cookie).
  const languageRules = (variable: string, pageOf: (locale: Locale) => string) => [
    `set ${variable} ${pageOf(languages.defaultLocale)};`,
    ...others.flatMap((locale) => [
      `if ($http_accept_language ~* "${namedFirst(locale, languages.locales)}") {`,
      `    set ${variable} ${pageOf(locale)};`,
      '}',
    ]),
    ...[cookie, param].flatMap((choice) =>
      languages.locales.flatMap((locale) => [
        `if (${choice} = ${locale}) {`,
        `    set ${variable} ${pageOf(locale)};`,
        '}',
      ]),
    ),
  ];
  // On a missing page, an address in a language's folder (/fr/…) wins over both.
  const notFoundRules = [
    ...languageRules(NOT_FOUND_VARIABLE, notFoundPage),
    ...others.flatMap((locale) => [
      `if ($uri ~ "^/${localePagePath(locale)}") {`,
      `    set ${NOT_FOUND_VARIABLE} ${notFoundPage(locale)};`,
      '}',
    ]),
  ];
  // The app's pages typed as paths, without their `#` (`/console`, `/fr/videos/`): to the
  // page's route in the address's language. The legal pages have static copies in folders,
  // which nginx's own redirect adds the slash to (/privacy-policy -> /privacy-policy/).
  const routeRedirects = appRouteRedirects(languages.locales).map(
    ({ from, to, status }) => `location = ${from} {\n    return ${status} ${to};\n}`,
  );
  // How a hashed asset is answered, and its brotli copy: see the assets location below.
  const assetAnswer = [
    ...assetHeaders,
    `add_header Cache-Control ${quoted(CACHE_IMMUTABLE)};`,
    '# Whole files only: no 416 to cache, and nothing here needs a range.',
    'max_ranges 0;',
    `error_page ${errorStatuses} @asset_error;`,
  ];
  // The brotli copies (nginxBrotli.ts), each with the headers of the file it compresses.
  const brotliLocation = (match: string, type: string, lines: string[]) =>
    `location ${match} {\n${indent([...brotliServing(type), ...lines])}\n}`;
  const assetBrotli = BROTLI_TYPES.filter(({ extension }) => extension !== 'html').map(
    ({ extension, type }) =>
      brotliLocation(`~ ^/${HASHED_ASSETS_DIR}/[^/]+\\.${extension}\\.br$`, type, [
        ...assetAnswer,
        'add_header Vary "Accept-Encoding";',
        'try_files $uri =404;',
      ]),
  );
  const otherBrotli = BROTLI_TYPES.map(({ extension, type }) =>
    brotliLocation(`~ \\.${extension}\\.br$`, type, [
      ...headers,
      'add_header Vary "Accept-Encoding";',
      `add_header Cache-Control ${quoted(CACHE_REVALIDATE)} always;`,
      'try_files $uri =404;',
    ]),
  );
  const landingBrotli = brotliLocation(`= ${LANDING_BROTLI_URI}`, mimeTypeOf('index.html') ?? '', [
    ...headers,
    'add_header Vary "Accept-Encoding, Accept-Language, Cookie";',
    `add_header Cache-Control ${quoted(CACHE_NEGOTIATED)} always;`,
    `try_files ${LANDING_VARIABLE}.br =404;`,
  ]);
  return `# Lyceo website: the directives inside an nginx \`server { }\` block. The
# includer sets \`root\` to a copy of dist/web, and listen/TLS (see example.conf).
#
# Written by the website build (tooling/hosting/nginxSiteConf.ts) from
# src/shared/securityHeaders.ts, src/shared/mimeTypes.ts and the inline code
# hashes of this build's pages: deploy it with this build, do not edit it.
#
# Cache-Control is a fixed value on each level, never a variable: nginx answers
# some requests (400, 413, 414, TRACE) before its rewrite phase, where a \`set\` would
# not have run, and would send them without it.

index index.html;
server_tokens off;
# Redirects (/privacy-policy -> /privacy-policy/) keep the scheme, host and port the browser used.
absolute_redirect off;
# A symbolic link a deploy left in the root (to /etc, to a private folder) is
# never followed: every part of the path below the root must be a real file or folder.
disable_symlinks on from=$document_root;

# The whole map of types (a types block replaces the inherited one): with
# nosniff, a file served with the wrong type is refused.
types {
${indent(types)}
}
default_type application/octet-stream;
charset utf-8;
charset_types ${TEXT_TYPES_BUT_HTML};

# The build writes a .gz and a .br beside every text file over ${COMPRESS_MIN_BYTES} bytes
# (the .br copies are served below, without the brotli module); text without
# one is gzipped on the fly.
gzip_static on;
gzip on;
gzip_vary on;
gzip_proxied any;
gzip_comp_level 6;
gzip_min_length ${COMPRESS_MIN_BYTES};
gzip_types ${TEXT_TYPES_BUT_HTML};

# Over HTTPS only: on a plain-HTTP server it would send every asset request to https://.
set ${UPGRADE_VARIABLE} "";
if ($https = on) {
    set ${UPGRADE_VARIABLE} "; ${UPGRADE_INSECURE_REQUESTS}";
}
# A request nginx refuses before its rewrite phase (400, 414) is answered
# without the \`set\` above having run: its CSP gets the empty value, right for
# an error page that loads nothing, and nginx would log a warning with the
# whole request line each time (up to 8 KB: a cheap way to fill a disk).
# (\`map\`, which has no such gap, is allowed in the http block only.)
uninitialized_variable_warn off;

# A path nginx had to normalize (a doubled slash, an encoded slash or dot, a
# dot segment) would serve a page at an address where its relative URLs
# (\`../assets/\`) miss: "Loading..." over a page whose code never comes. It is
# sent to the normalized path when that path is plain (letters, digits, \`.\`,
# \`_\`, \`-\`, no empty or dot-led segment: never \`//host\`, a line break or a
# \`?\` in a Location), and refused otherwise.
set ${PATH_VARIABLE} "";
if ($request_uri ~ "${NON_CANONICAL_PATH}") {
    set ${PATH_VARIABLE} "sent";
}
if ($uri ~ "${PLAIN_PATH}") {
    set ${PATH_VARIABLE} "${PATH_VARIABLE}-plain";
}
if (${PATH_VARIABLE} = "sent-plain") {
    return 301 $uri$is_args$args;
}
if (${PATH_VARIABLE} = "sent") {
    return 404;
}

# Every response, errors and redirects included. Unhashed files (index.html,
# manifests, service worker, legal pages) and every error are revalidated.
${headers.join('\n')}
add_header Cache-Control ${quoted(CACHE_REVALIDATE)} always;

location / {
    try_files $uri $uri/ @missing;
}

# The landing page in the visitor's language at the bare root, in the first
# response (no redirect): a language the switch's link names in the address
# (\`?${LOCALE_PARAM}=\`) wins, then a choice made with it before (the \`${LANGUAGE_COOKIE}\` cookie; for
# both ${languages.locales.join(', ')}, any other value is ignored), else the language an
# Accept-Language names before the site's others gets its page.
# Its links, manifests and service worker scope go through the site root, so
# they are right from here too. Vary names what chose it; \`private\` keeps
# shared caches from handing one visitor's language to another.
${languageRules(LANDING_VARIABLE, landingPage).join('\n')}
location = / {
${indent(headers)}
    add_header Vary "Accept-Language, Cookie" always;
    add_header Cache-Control ${quoted(CACHE_NEGOTIATED)} always;
    try_files ${LANDING_VARIABLE} =404;
}

# Brotli without nginx's brotli module: a browser that takes \`br\` (not \`br;q=0\`)
# gets the build's .br copy of a script, a stylesheet or a page, about 14 %
# smaller than its .gz, from the internal locations below: the type of the file
# it compresses, Content-Encoding: br, that file's headers (tooling/hosting/nginxBrotli.ts).
${brotliRules(LANDING_VARIABLE).join('\n')}
${landingBrotli}
${[...assetBrotli, ...otherBrotli].join('\n')}

# Content-hashed file names never change: a successful answer is cached for a
# year. nginx drops the server's add_header lines in a location with its own,
# so this one repeats them, all but the ones only a document or a worker reads
# (CSP, Permissions-Policy, X-Frame-Options, Referrer-Policy, COOP:
# DOCUMENT_ONLY_HEADERS), which over HTTP/1.1 would add 1.1 KB to every
# script, stylesheet and image. Its Cache-Control has no \`always\`:
# nginx adds it to 200, 206 and 304 (and redirects), never to an error, and every error goes
# to @asset_error, revalidated: a 403 while a deploy copies files, a 405 or a
# 412 cached as immutable would break the site for a year.
location /${HASHED_ASSETS_DIR}/ {
${indent(assetAnswer)}
    # Its own 404 (not @missing's), so this location's error_page answers it:
    # a script or image tag gets a line of text, never the page not found.
    try_files $uri =404;
}

# An error under assets/, with its status kept (error_page without \`=\`) and
# the server's headers, Cache-Control: ${CACHE_REVALIDATE} included.
location @asset_error {
    default_type text/plain;
    return 200 "$status\\n";
}

# Dotfiles (.env, .git/, .htpasswd) a careless deploy copied are never served,
# in any folder; .well-known/ stays served for certificate challenges (ACME).
location ~ /\\.(?!well-known(/|$)) {
    return 404;
}

# Header and redirect rules and the worker for Netlify and Cloudflare Pages, not pages.
${HOST_RULE_FILES.map((file) => `location = ${file} {\n    return 404;\n}`).join('\n')}

# A plain 404 with the server's headers: revalidated, never cached as an asset.
location @missing {
    return 404;
}

# Every 404 outside assets/ (a mistyped address, a dotfile, a path nginx
# refused) answers the site's own "page not found", status kept (error_page
# without \`=\`), in the address's language (/${others.map(localePagePath).join(', /')}, or \`?${LOCALE_PARAM}=\`), else the cookie's,
# else Accept-Language's, as the root does. A named location: the server's rules
# above do not run again on it. Its headers are the server's, with Vary.
error_page 404 @not_found;
location @not_found {
${indent(headers)}
    add_header Vary "Accept-Language, Cookie" always;
    add_header Cache-Control ${quoted(CACHE_REVALIDATE)} always;
${indent(notFoundRules)}
    rewrite ^ ${NOT_FOUND_VARIABLE} break;
}

# The app's pages typed without their \`#\`: a 301 to the route, relative.
${routeRedirects.join('\n')}

# A kiosk's store QR code holds a short address (version 4, scanned at arm's
# length): a 302 to the tagged store link, the event from the path.
${shortStoreRedirects(storeUrl).join('\n')}
`;
}
