import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mimeTypeOf } from '../../src/shared/mimeTypes';
import { pcreMatches } from './pcreMatches';
import {
  CACHE_IMMUTABLE,
  CACHE_NEGOTIATED,
  CACHE_REVALIDATE,
} from '../../src/shared/securityHeaders';
import { ACCEPTS_BROTLI, BROTLI_TYPES, LANDING_BROTLI_URI, REFUSES_BROTLI } from './nginxBrotli';
import { renderNginxSiteConf } from './nginxSiteConf';

const conf = renderNginxSiteConf({
  scripts: ["'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"],
  styles: [],
});

/** A location's body, nested `types { }` included: up to its closing brace at the line's start. */
const location = (match: string) => {
  const start = conf.indexOf(`\nlocation ${match} {\n`);
  if (start < 0) throw new Error(`No location ${match}`);
  return conf.slice(start, conf.indexOf('\n}', start + 1));
};
/** Its add_header lines, without the brotli ones, as `Name value`. */
const headersOf = (body: string) =>
  [...body.matchAll(/^ *add_header (\S+) (.*);$/gm)]
    .map(([, name, value]) => `${name} ${value}`)
    .filter((line) => !/^(Content-Encoding|Vary) /.test(line));

describe("site.conf's brotli copies", () => {
  it('reads Accept-Encoding: br taken (any q but 0), refused with q=0, never another coding', () => {
    const takes = (header: string) =>
      pcreMatches(ACCEPTS_BROTLI, header) && !pcreMatches(REFUSES_BROTLI, header);
    for (const header of ['gzip, deflate, br, zstd', 'br', 'BR;q=0.5', 'gzip;q=1, br;q=0.01'])
      expect(takes(header), header).toBe(true);
    for (const header of ['gzip, deflate', 'br;q=0', 'gzip, br; q=0.000', 'brotli', 'x-br2'])
      expect(takes(header), header).toBe(false);
  });

  it('serves each copy with the type of the file it compresses, Content-Encoding: br, and no gzip on top', () => {
    const copies: Array<[match: string, type: string]> = [
      [`= ${LANDING_BROTLI_URI}`, 'text/html'],
      ['~ ^/assets/[^/]+\\.js\\.br$', 'text/javascript'],
      ['~ ^/assets/[^/]+\\.css\\.br$', 'text/css'],
      ['~ \\.js\\.br$', 'text/javascript'],
      ['~ \\.css\\.br$', 'text/css'],
      ['~ \\.html\\.br$', 'text/html'],
    ];
    for (const [match, type] of copies) {
      const body = location(match);
      // Reached only through the rewrite: a request for a .br file is a 404.
      expect(body, match).toMatch(/^ {4}internal;$/m);
      expect(body, match).toContain(`    types { }\n    default_type ${type};`);
      expect(body, match).toMatch(/^ {4}gzip off;$/m);
      expect(body, match).toMatch(/^ {4}add_header Content-Encoding br;$/m);
    }
    expect(conf.match(/add_header Content-Encoding br;/g)).toHaveLength(copies.length);
  });

  it('takes each copy’s type from the site’s one table of types, naming none of its own', () => {
    const source = readFileSync(join(import.meta.dirname, 'nginxBrotli.ts'), 'utf8');
    expect(source).not.toMatch(/['"`](text|application)\/[a-z]/);
    expect(BROTLI_TYPES.map(({ type }) => type)).toEqual(
      ['x.js', 'x.css', 'x.html'].map(mimeTypeOf),
    );
  });

  it('gives each copy the headers of the file it compresses, Accept-Encoding added to Vary', () => {
    const assets = location('/assets/');
    for (const match of ['~ ^/assets/[^/]+\\.js\\.br$', '~ ^/assets/[^/]+\\.css\\.br$']) {
      const body = location(match);
      expect(headersOf(body)).toEqual(headersOf(assets));
      expect(body).toContain(`add_header Cache-Control "${CACHE_IMMUTABLE}";\n`);
      // As under assets/: whole files only, and errors revalidated.
      expect(body).toContain('max_ranges 0;');
      expect(body).toMatch(/error_page [\d ]+ @asset_error;/);
      expect(body).toContain('add_header Vary "Accept-Encoding";');
    }
    const root = location('= /');
    const landing = location(`= ${LANDING_BROTLI_URI}`);
    expect(headersOf(landing)).toEqual(headersOf(root));
    expect(landing).toContain(`add_header Cache-Control "${CACHE_NEGOTIATED}" always;`);
    expect(landing).toContain('add_header Vary "Accept-Encoding, Accept-Language, Cookie";');
    expect(landing).toContain('try_files $lyceo_landing.br =404;');
    // The others: the server's headers, which location / serves every other file with.
    const serverLevel = conf.split(/^location /m)[0] ?? '';
    for (const match of ['~ \\.js\\.br$', '~ \\.css\\.br$', '~ \\.html\\.br$']) {
      const body = location(match);
      expect(headersOf(body)).toEqual(headersOf(serverLevel));
      expect(body).toContain(`add_header Cache-Control "${CACHE_REVALIDATE}" always;`);
      expect(body).toContain('add_header Vary "Accept-Encoding";');
    }
  });

  it('tries hashed assets before the other scripts and stylesheets (nginx takes the first regex that matches)', () => {
    const order = (match: string) => conf.indexOf(`\nlocation ${match} {`);
    expect(order('~ ^/assets/[^/]+\\.js\\.br$')).toBeLessThan(order('~ \\.js\\.br$'));
    expect(order('~ ^/assets/[^/]+\\.css\\.br$')).toBeLessThan(order('~ \\.css\\.br$'));
  });

  it('picks the copy at server level, after the root chose its language, and only for scripts, stylesheets and pages', () => {
    const serverRules = conf.slice(
      conf.indexOf('set $lyceo_br "";'),
      conf.indexOf(`location = ${LANDING_BROTLI_URI}`),
    );
    expect(conf.indexOf('set $lyceo_br "";')).toBeGreaterThan(
      conf.lastIndexOf('set $lyceo_landing'),
    );
    expect(serverRules).not.toContain('location');
    expect(serverRules).toContain(
      'if ($lyceo_br !~ "\\.(?:js|css|html)$") {\n    set $lyceo_br "";',
    );
    expect(serverRules).toContain(
      `if ($lyceo_br = /) {\n    set $lyceo_br $lyceo_landing;\n    set $lyceo_br_target ${LANDING_BROTLI_URI};`,
    );
    // Only a copy on disk is served: a file the build did not compress (under 1 KB) goes as before.
    expect(serverRules).toContain('if (-f $lyceo_br_copy) {\n    rewrite ^ $lyceo_br_target last;');
  });
});
