/**
 * deploy/nginx/site.conf, the nginx directives that go inside a `server { }`
 * block, written from the same header module as dist/web/_headers
 * (`npm run hosting:config`); a unit test fails when the committed file differs.
 */
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  HASHED_ASSETS_DIR,
  securityHeaders,
  UPGRADE_INSECURE_REQUESTS,
  type StyleHashes,
} from '../../src/shared/securityHeaders';
import { MIME_TYPES, TEXT_TYPES } from './mimeTypes';

/** Files below this size are neither precompressed nor gzipped on the fly: the saving is not worth a round of CPU. */
export const COMPRESS_MIN_BYTES = 1024;

const CACHE_VARIABLE = '$lyceo_cache_control';
const UPGRADE_VARIABLE = '$lyceo_csp_upgrade';
/** nginx always applies charset and gzip to text/html, and warns when it is listed again. */
const TEXT_TYPES_BUT_HTML = TEXT_TYPES.filter((type) => type !== 'text/html').join(' ');

/** A double-quoted nginx string; the values are ours, so refuse what would need escaping. */
function quoted(value: string): string {
  if (/["\\$]/.test(value)) throw new Error(`Cannot write ${value} as an nginx string`);
  return `"${value}"`;
}

export function renderNginxSiteConf(styleHashes: StyleHashes): string {
  const indent = (lines: string[]) => lines.map((line) => `    ${line}`).join('\n');
  const types = MIME_TYPES.map(({ type, extensions }) => `${type} ${extensions.join(' ')};`);
  // The CSP asks browsers to upgrade requests only when this response is itself
  // HTTPS; the variable appends the directive there (see UPGRADE_INSECURE_REQUESTS).
  const headers = securityHeaders(styleHashes, { https: false }).map(([name, value]) =>
    name === 'Content-Security-Policy'
      ? `add_header ${name} "${quoted(value).slice(1, -1)}${UPGRADE_VARIABLE}" always;`
      : `add_header ${name} ${quoted(value)} always;`,
  );
  return `# Lyceo website: the directives inside an nginx \`server { }\` block. The
# includer sets \`root\` to a copy of dist/web, and listen/TLS (see example.conf).
#
# Written by \`npm run hosting:config\` from src/shared/securityHeaders.ts and
# tooling/hosting: do not edit by hand (a unit test compares them).
#
# nginx drops every server-level add_header in a location that has one of its
# own, so no location here (and none you add) uses add_header: locations only
# choose the Cache-Control value through ${CACHE_VARIABLE}.

index index.html;
server_tokens off;
# Redirects (/privacy-policy -> /privacy-policy/) keep the scheme, host and port the browser used.
absolute_redirect off;

# The whole map of types (a types block replaces the inherited one): with
# nosniff, a file served with the wrong type is refused.
types {
${indent(types)}
}
default_type application/octet-stream;
charset utf-8;
charset_types ${TEXT_TYPES_BUT_HTML};

# The build writes a .gz beside every text file over ${COMPRESS_MIN_BYTES} bytes (and a .br, for
# hosts with the brotli module: add \`brotli_static on;\` there); text without
# one is gzipped on the fly.
gzip_static on;
gzip on;
gzip_vary on;
gzip_proxied any;
gzip_comp_level 6;
gzip_min_length ${COMPRESS_MIN_BYTES};
gzip_types ${TEXT_TYPES_BUT_HTML};

# Unhashed files (index.html, manifests, service worker, legal pages) and
# errors are revalidated on every use.
set ${CACHE_VARIABLE} ${quoted(CACHE_REVALIDATE)};

# Over HTTPS only: on a plain-HTTP server it would send every asset request to https://.
set ${UPGRADE_VARIABLE} "";
if ($https = on) {
    set ${UPGRADE_VARIABLE} "; ${UPGRADE_INSECURE_REQUESTS}";
}

# Every response, errors and redirects included.
${headers.join('\n')}
add_header Cache-Control ${CACHE_VARIABLE} always;

location / {
    try_files $uri $uri/ @missing;
}

# Content-hashed file names never change: cached for a year.
location /${HASHED_ASSETS_DIR}/ {
    set ${CACHE_VARIABLE} ${quoted(CACHE_IMMUTABLE)};
    try_files $uri @missing;
}

# Header rules for Netlify and Cloudflare Pages, not a page.
location = /_headers {
    return 404;
}

# A plain 404, never cached as if it were a hashed asset.
location @missing {
    set ${CACHE_VARIABLE} ${quoted(CACHE_REVALIDATE)};
    return 404;
}
`;
}
