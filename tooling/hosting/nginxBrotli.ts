/**
 * Brotli for nginx without its brotli module (Debian's nginx-light has none):
 * a browser that takes `br` gets the .br copy the build wrote of a script, a
 * stylesheet or a page, about 14 % fewer bytes than its .gz (18 % for the
 * landing page: 4 KB less before the hero shows on 2G). Rules at server level
 * pick the copy; internal locations serve it with its own type, Content-Encoding:
 * br and the headers of the file it compresses. Part of site.conf
 * (nginxSiteConf.ts).
 */

import { mimeTypeOf } from '../../src/shared/mimeTypes';

/** The path of the file a request would get, for a browser that takes brotli; else empty. */
const BROTLI_PATH = '$lyceo_br';
/** Where its .br copy is served from: the same path with `.br`, or the root's own location. */
const BROTLI_TARGET = '$lyceo_br_target';
/** That file's .br copy on disk, when there is a path to check. */
const BROTLI_COPY = '$lyceo_br_copy';
/** Where the negotiated root's copy is served from: its headers are not those of `/index.html`. */
export const LANDING_BROTLI_URI = '/lyceo-landing.html.br';

/**
 * The files whose .br copies are served: nearly all of a visit's bytes. Each with its
 * type from the site's one table (src/shared/mimeTypes.ts), which every server of it reads.
 */
export const BROTLI_TYPES = (['js', 'css', 'html'] as const).map((extension) => {
  const type = mimeTypeOf(`file.${extension}`);
  if (type === null) throw new Error(`src/shared/mimeTypes.ts has no type for .${extension}`);
  return { extension, type };
});

/** `br` listed in Accept-Encoding, and listed as refused (`br;q=0`). */
export const ACCEPTS_BROTLI = String.raw`\bbr\b`;
export const REFUSES_BROTLI = String.raw`\bbr\s*;\s*q\s*=\s*0(?:\.0*)?\s*(?:,|$)`;

/**
 * The server-level rules, after the root's language rules (`landing`, the
 * variable naming its page). Server level, not in a location: an `if` that
 * matches in a location drops that location's try_files.
 */
export function brotliRules(landing: string): string[] {
  const extensions = BROTLI_TYPES.map(({ extension }) => extension).join('|');
  return [
    `set ${BROTLI_PATH} "";`,
    `if ($http_accept_encoding ~* "${ACCEPTS_BROTLI}") {`,
    `    set ${BROTLI_PATH} $uri;`,
    '}',
    `if ($http_accept_encoding ~* "${REFUSES_BROTLI}") {`,
    `    set ${BROTLI_PATH} "";`,
    '}',
    // The root answers the page its language rules chose, from a location of its own.
    `set ${BROTLI_TARGET} "";`,
    `if (${BROTLI_PATH} = /) {`,
    `    set ${BROTLI_PATH} ${landing};`,
    `    set ${BROTLI_TARGET} ${LANDING_BROTLI_URI};`,
    '}',
    // A folder answers its index.html (/fr/, /privacy-policy/).
    `if (${BROTLI_PATH} ~ "/$") {`,
    `    set ${BROTLI_PATH} "\${lyceo_br}index.html";`,
    '}',
    `if (${BROTLI_PATH} !~ "\\.(?:${extensions})$") {`,
    `    set ${BROTLI_PATH} "";`,
    '}',
    `if (${BROTLI_TARGET} = "") {`,
    `    set ${BROTLI_TARGET} ${BROTLI_PATH}.br;`,
    '}',
    `set ${BROTLI_COPY} "";`,
    `if (${BROTLI_PATH}) {`,
    `    set ${BROTLI_COPY} "$document_root${BROTLI_PATH}.br";`,
    '}',
    `if (-f ${BROTLI_COPY}) {`,
    `    rewrite ^ ${BROTLI_TARGET} last;`,
    '}',
  ];
}

/**
 * What every brotli location does: only reached through the rules above (a
 * request for a .br file is a 404), the type of the file compressed (a .br
 * name has none), and no gzip on top (nginx does not see an add_header's
 * Content-Encoding).
 */
export function brotliServing(type: string): string[] {
  return [
    'internal;',
    'types { }',
    `default_type ${type};`,
    'gzip off;',
    'gzip_static off;',
    'add_header Content-Encoding br;',
  ];
}
