import { execFileSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  symlinkSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { request as httpGet, type IncomingHttpHeaders } from 'node:http';
import { request as httpsGet } from 'node:https';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { connect as rawConnect } from 'node:net';
import { connect } from 'node:tls';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  CACHE_IMMUTABLE,
  CACHE_NEGOTIATED,
  CACHE_REVALIDATE,
  DOCUMENT_ONLY_HEADERS,
  securityHeaders,
} from '../src/shared/securityHeaders';
import { headerRules, parseHeadersFile } from '../tooling/hosting/headersFile';
import { filesUnder } from '../tooling/hosting/filesUnder';
import { TEXT_EXTENSIONS } from '../src/shared/mimeTypes';
import { COMPRESS_MIN_BYTES } from '../tooling/hosting/nginxSiteConf';
import { isHostFile } from '../tooling/hosting/siteRedirects';
import { inlineHashesOf } from '../tooling/hosting/inlineHashes';
import { freePort, serveSite, SITE_CONF, startNginx } from '../scripts/nginx.mjs';
// HTTP from Node against real nginx: Playwright's plain `test`, which opens no browser. The three
// tests that need a page (`browserTest`) take the fixtures' CSP watch with it.
import { expect, test } from '@playwright/test';
import { test as browserTest } from './fixtures';

// The pages below register their service worker for real: under the served policy, what
// registering it logs counts.
browserTest.use({ serviceWorkers: 'allow' });

// The production build served by real nginx with the site.conf its build wrote, as a
// host would serve it: headers, caching, types, compression; then the complete
// example.conf over TLS. Runs in the desktop project only (no layout here).

interface Server {
  url: string;
  stop: () => Promise<void>;
  /** What nginx has written to its error log (stderr) so far. */
  errors: () => string;
}
interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const dist = resolve(import.meta.dirname, '../dist/web');
const builtPage = readFileSync(join(dist, 'index.html'), 'utf8');
// Every page's inline code (boot script, splash style, critical CSS), as the build's _headers allows it.
const builtHashes = inlineHashesOf(
  ...filesUnder(dist)
    .filter((file) => file.endsWith('.html'))
    .map((file) => readFileSync(file, 'utf8')),
);
const assetOf = (pattern: RegExp) => {
  const name = readdirSync(join(dist, 'assets')).find((file) => pattern.test(file));
  if (!name) throw new Error(`No ${pattern} in dist/web/assets`);
  return `assets/${name}`;
};
// The app's files, which the landing page names for its boot script to load
// (tooling/prerender/appEntry.ts): the entry under its unchanging name, then hashed chunks.
const [entryScript, hashedScript] =
  /<meta name="app-entry" content="([^"]+)"/.exec(builtPage)?.[1]?.split(' ') ?? [];
const entryStyle = /<link rel="stylesheet"[^>]+href="\.\/(assets\/[^"]+\.css)"/.exec(
  builtPage,
)?.[1];

/** A GET that keeps the bytes as sent (no decompression), with an optional Host for TLS tests. */
function get(
  url: string,
  headers: Record<string, string> = {},
  ca?: string,
  method = 'GET',
): Promise<Reply> {
  return new Promise((resolveGet, reject) => {
    const target = new URL(url);
    const send = target.protocol === 'https:' ? httpsGet : httpGet;
    const request = send(
      target,
      { headers, ca, method, servername: headers.Host?.split(':')[0] },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolveGet({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/**
 * Bytes written as they are to the server, for requests Node's client refuses
 * to send (a broken request line, a 10 KB URI); the reply's status and headers.
 */
function rawRequest(url: string, head: string): Promise<Reply> {
  return new Promise((resolveRaw, reject) => {
    const { hostname, port } = new URL(url);
    const socket = rawConnect({ host: hostname, port: Number(port) }, () => socket.write(head));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [statusLine = '', ...lines] = (text.split('\r\n\r\n')[0] ?? '').split('\r\n');
      const headers: IncomingHttpHeaders = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolveRaw({
        status: Number(statusLine.split(' ')[1]),
        headers,
        body: Buffer.from(text.split('\r\n\r\n').slice(1).join('\r\n\r\n'), 'latin1'),
      });
    });
  });
}

/** The module's headers; plain HTTP (these local servers) gets no upgrade-insecure-requests. */
function expectSecurityHeaders(reply: Reply, path: string, https = false) {
  for (const [name, value] of securityHeaders(builtHashes, { https })) {
    expect(reply.headers[name.toLowerCase()], `${name} on ${path}`).toBe(value);
  }
}

/**
 * A hashed script, stylesheet or image: the module's headers but the CSP and
 * Permissions-Policy, which only a document or a worker reads (HTTP/1.1 sends
 * them again on every response: about 1 KB each).
 */
function expectAssetHeaders(reply: Reply, path: string) {
  for (const [name, value] of securityHeaders(builtHashes, { https: false })) {
    const expected = DOCUMENT_ONLY_HEADERS.some((only) => only === name) ? undefined : value;
    expect(reply.headers[name.toLowerCase()], `${name} on ${path}`).toBe(expected);
  }
}

test.describe('site.conf on nginx', () => {
  // One worker takes the whole group: its nginx (and copy of the build) is set up once, not per worker.
  test.describe.configure({ mode: 'default' });
  let server: Server;
  let root = '';

  test.beforeAll(async () => {
    // A copy of the build plus two fixtures site.conf must handle: a folder with
    // an index (the static legal pages) and a text file with no .gz.
    root = mkdtempSync(join(tmpdir(), 'lyceo-site-'));
    cpSync(dist, root, { recursive: true });
    mkdirSync(join(root, 'nested'));
    writeFileSync(join(root, 'nested/index.html'), '<!doctype html><title>Nested</title><p>x</p>');
    writeFileSync(join(root, 'on-the-fly.txt'), 'Seconde, Première, Terminale.\n'.repeat(80));
    // What a careless deploy leaves in the root: secrets in dotfiles, a folder
    // under assets/, links out of the root (and one within it).
    writeFileSync(join(root, '.env'), 'SECRET=dotfile\n');
    mkdirSync(join(root, '.git'));
    writeFileSync(join(root, '.git/config'), '[remote "origin"] secret\n');
    writeFileSync(join(root, 'assets/.secret'), 'SECRET=asset dotfile\n');
    writeFileSync(join(root, 'nested/.htpasswd'), 'admin:secret\n');
    mkdirSync(join(root, '.well-known/acme-challenge'), { recursive: true });
    writeFileSync(join(root, '.well-known/acme-challenge/token'), 'acme-token\n');
    mkdirSync(join(root, 'assets/folder'));
    writeFileSync(join(root, 'assets/folder/index.html'), '<!doctype html><title>x</title>');
    symlinkSync('/etc', join(root, 'etc-link'));
    symlinkSync('/etc/hostname', join(root, 'hostname.txt'));
    symlinkSync('/etc/hostname', join(root, 'assets/hostname-link.js'));
    symlinkSync(join(root, 'robots.txt'), join(root, 'robots-link.txt'));
    // A copy of dist/web: served with the site.conf its build wrote.
    server = await serveSite({ root, conf: SITE_CONF, port: await freePort() });
  });
  test.afterAll(async () => {
    await server?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  const cases: Array<
    [what: string, path: string, status: number, cacheControl: string, type: string | null]
  > = [
    ['the service worker', '/sw.js', 200, CACHE_REVALIDATE, 'text/javascript'],
    // Private: English for one visitor, French for another (e2e/language-root.spec.ts).
    ['the site root', '/', 200, CACHE_NEGOTIATED, 'text/html'],
    ['index.html', '/index.html', 200, CACHE_REVALIDATE, 'text/html'],
    ['the manifest', '/manifest.webmanifest', 200, CACHE_REVALIDATE, 'application/manifest+json'],
    ['the icon', '/favicon.svg', 200, CACHE_REVALIDATE, 'image/svg+xml'],
    // Its name never changes (src/shared/pageMeta.ts): cached as immutable, a deploy would never reach it.
    ['the app entry', `/${entryScript}`, 200, CACHE_REVALIDATE, 'text/javascript'],
    ['robots.txt', '/robots.txt', 200, CACHE_REVALIDATE, 'text/plain'],
    ['a folder with an index', '/nested/', 200, CACHE_REVALIDATE, 'text/html'],
    ['a missing page', '/no/such/page', 404, CACHE_REVALIDATE, 'text/html'],
    [
      'the icon browsers ask for by themselves',
      '/favicon.ico',
      200,
      CACHE_REVALIDATE,
      'image/x-icon',
    ],
    ['a missing hashed asset', '/assets/index-00000000.js', 404, CACHE_REVALIDATE, null],
    ['the host rules file', '/_headers', 404, CACHE_REVALIDATE, null],
  ];
  for (const [what, path, status, cacheControl, type] of cases) {
    test(`${what} answers ${status} with every security header and Cache-Control: ${cacheControl}`, async () => {
      const reply = await get(new URL(`.${path}`, server.url).href);
      expect(reply.status, path).toBe(status);
      expectSecurityHeaders(reply, path);
      expect(reply.headers['cache-control'], path).toBe(cacheControl);
      // Text types name their charset; a PNG or an ICO has none.
      const expected =
        type?.startsWith('image/') && type !== 'image/svg+xml' ? type : `${type}; charset=utf-8`;
      if (type) expect(reply.headers['content-type'], path).toBe(expected);
    });
  }

  const assets: Array<[what: string, path: string, type: string]> = [
    ['a hashed script the entry imports', `/${hashedScript}`, 'text/javascript; charset=utf-8'],
    ['the hashed stylesheet', `/${entryStyle}`, 'text/css; charset=utf-8'],
    ['the share image', `/${assetOf(/^og-image-.*\.png$/)}`, 'image/png'],
  ];
  for (const [what, path, type] of assets) {
    test(`${what} answers 200, a year cached, without the document-only headers (CSP, Permissions-Policy, framing, opener, referrer)`, async () => {
      const url = new URL(`.${path}`, server.url).href;
      const reply = await get(url);
      expect(reply.status, path).toBe(200);
      expectAssetHeaders(reply, path);
      expect(reply.headers['cache-control'], path).toBe(CACHE_IMMUTABLE);
      expect(reply.headers['content-type'], path).toBe(type);
      const revalidated = await get(url, { 'If-None-Match': String(reply.headers.etag) });
      expect(revalidated.status, path).toBe(304);
      expectAssetHeaders(revalidated, `${path} (304)`);
    });
  }

  // A browser caches an immutable error for a year, and a service worker's update
  // install fails on it: under assets/ only a success may be immutable.
  const assetErrors: Array<
    [what: string, method: string, headers: Record<string, string>, status: number]
  > = [
    ['a POST (405)', 'POST', {}, 405],
    ['a DELETE (405)', 'DELETE', {}, 405],
    ['an oversized body (413)', 'POST', { 'Content-Length': '2000000' }, 413],
    ['a failed If-Match (412)', 'GET', { 'If-Match': '"not-this-one"' }, 412],
  ];
  for (const [what, method, headers, status] of assetErrors) {
    test(`${what} of a hashed asset is answered ${status}, revalidated, with every security header`, async () => {
      const reply = await get(
        new URL(`./${hashedScript}`, server.url).href,
        headers,
        undefined,
        method,
      );
      expect(reply.status).toBe(status);
      expect(reply.headers['cache-control']).toBe(CACHE_REVALIDATE);
      expectSecurityHeaders(reply, `${method} ${hashedScript}`);
    });
  }

  test('a range past the end of a hashed asset gets the whole file, never a cacheable 416', async () => {
    const reply = await get(new URL(`./${hashedScript}`, server.url).href, {
      Range: 'bytes=999999999-',
    });
    expect(reply.status).toBe(200);
    expect(reply.headers['cache-control']).toBe(CACHE_IMMUTABLE);
    expect(reply.body.equals(readFileSync(join(dist, `${hashedScript}`)))).toBe(true);
  });

  test('a revalidated hashed asset (304) keeps its year of caching', async () => {
    const url = new URL(`./${hashedScript}`, server.url).href;
    const { headers } = await get(url);
    const reply = await get(url, { 'If-None-Match': String(headers.etag) });
    expect(reply.status).toBe(304);
    expect(reply.headers['cache-control']).toBe(CACHE_IMMUTABLE);
  });

  test('a folder under assets/ is a plain 404, revalidated', async () => {
    for (const path of ['assets/folder/', 'assets/folder']) {
      const reply = await get(new URL(`./${path}`, server.url).href);
      expect(reply.status, path).toBe(404);
      expect(reply.headers['cache-control'], path).toBe(CACHE_REVALIDATE);
    }
  });

  // Requests nginx refuses before it picks a location still carry every header.
  const early: Array<[what: string, head: (host: string) => string, status: number]> = [
    ['a broken request line', () => 'GET /\u0001 HTTP/1.1\r\n\r\n', 400],
    ['a missing Host', () => 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n', 400],
    [
      'a 10 KB URI',
      (host) => `GET /${'a'.repeat(10_000)} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      414,
    ],
    [
      'a 10 KB header',
      (host) =>
        `GET / HTTP/1.1\r\nHost: ${host}\r\nX-Big: ${'b'.repeat(10_000)}\r\nConnection: close\r\n\r\n`,
      400,
    ],
    ['TRACE', (host) => `TRACE / HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`, 405],
    [
      'an oversized body',
      (host) =>
        `POST / HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 2000000\r\nConnection: close\r\n\r\n`,
      413,
    ],
  ];
  for (const [what, head, status] of early) {
    test(`${what} is refused with ${status}, revalidated, with every security header`, async () => {
      const reply = await rawRequest(server.url, head(new URL(server.url).host));
      expect(reply.status).toBe(status);
      // Revalidated either way; refused in the root's own location (a body too large for /), also private.
      expect([CACHE_REVALIDATE, CACHE_NEGOTIATED]).toContain(reply.headers['cache-control']);
      expectSecurityHeaders(reply, what);
    });
  }

  test('requests refused before the rewrite phase leave no warning in the error log', async () => {
    const host = new URL(server.url).host;
    for (const [, head] of early) await rawRequest(server.url, head(host));
    // nginx logs the oversized body as an error: once that line is in, every earlier one is.
    await expect.poll(() => server.errors()).toMatch(/client intended to send too large body/);
    expect(server.errors()).not.toMatch(/uninitialized/);
  });

  // Paths nginx normalizes (doubled slashes, an encoded slash or dot, dot
  // segments) must not serve a page at that address: its relative ../assets/
  // URLs would miss, and it would show "Loading..." over a page with no code.
  const nonCanonical: Array<[path: string, canonical: string | null]> = [
    ['/fr//', '/fr/'],
    ['//fr//', '/fr/'],
    ['//', '/'],
    ['//fr/?kiosk=1', '/fr/?kiosk=1'],
    ['/fr//index.html', '/fr/index.html'],
    ['/privacy-policy//', '/privacy-policy/'],
    ['/assets/..%2ffr/index.html', '/fr/index.html'],
    ['/assets/%2e%2e/fr/', '/fr/'],
    ['/fr/./', '/fr/'],
    ['/nested/../fr/', '/fr/'],
    ['//evil.example/', '/evil.example/'],
    ['/%2fevil.example/', '/evil.example/'],
    ['//fr/%0d%0aSet-Cookie:x=1', null],
    ['//fr/%3f.html', null],
  ];
  for (const [path, canonical] of nonCanonical) {
    test(`${path} is ${canonical ? `redirected to ${canonical}` : 'not found'}, never a page at that address`, async () => {
      const host = new URL(server.url).host;
      const reply = await rawRequest(
        server.url,
        `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      );
      if (canonical === null) {
        expect(reply.status).toBe(404);
      } else {
        expect(reply.status).toBe(301);
        expect(reply.headers.location).toBe(canonical);
        // The canonical address is served as it is: no second redirect.
        const next = await get(new URL(canonical, server.url).href);
        expect([200, 404]).toContain(next.status);
      }
      expect(reply.headers['set-cookie']).toBeUndefined();
      expectSecurityHeaders(reply, path);
    });
  }

  // An address nobody has: the site's own page, in the visitor's language, with a real 404.
  const notFound: Array<[path: string, headers: Record<string, string>, locale: 'en' | 'fr']> = [
    ['/no/such/page', {}, 'en'],
    ['/fr/no/such/page', {}, 'fr'],
    ['/no/such/page', { 'Accept-Language': 'fr-CM,fr;q=0.9,en;q=0.8' }, 'fr'],
    ['/no/such/page', { Cookie: 'lang=fr' }, 'fr'],
    ['/no/such/page', { Cookie: 'lang=en', 'Accept-Language': 'fr' }, 'en'],
    // The address's language wins over the cookie.
    ['/fr/no/such/page', { Cookie: 'lang=en' }, 'fr'],
    // A language link's ?lang= wins over the cookie, the folder over it.
    ['/no/such/page?lang=fr', { Cookie: 'lang=en' }, 'fr'],
    ['/fr/no/such/page?lang=en', {}, 'fr'],
    ['/_headers', {}, 'en'],
    ['/.env', {}, 'en'],
  ];
  for (const [path, headers, locale] of notFound) {
    test(`${path} ${JSON.stringify(headers)} answers 404 with the ${locale} page not found`, async () => {
      const reply = await get(new URL(`.${path}`, server.url).href, headers);
      expect(reply.status).toBe(404);
      const page = locale === 'en' ? '404.html' : `${locale}/404.html`;
      expect(reply.body.toString()).toBe(readFileSync(join(dist, page), 'utf8'));
      expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(reply.headers.vary).toContain('Accept-Language');
      expect(reply.headers['cache-control']).toBe(CACHE_REVALIDATE);
      expectSecurityHeaders(reply, path);
    });
  }

  test('a missing hashed asset stays a plain-text 404: a script tag never gets a page', async () => {
    const reply = await get(new URL('./assets/index-00000000.js', server.url).href);
    expect(reply.status).toBe(404);
    expect(reply.body.toString()).toBe('404\n');
  });

  browserTest(
    'the page not found shows the site around a way home and the store link, styled, under the served policy',
    async ({ page }) => {
      const messages: string[] = [];
      // The page's own 404 is logged as a failed load: any other failed file is counted below.
      const own404 = /^Failed to load resource: the server responded with a status of 404/;
      page.on('console', (message) => {
        if (['error', 'warning'].includes(message.type()) && !own404.test(message.text()))
          messages.push(message.text());
      });
      page.on('pageerror', (error) => messages.push(error.message));
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'document' && response.status() >= 400)
          messages.push(`${response.status()} ${response.url()}`);
      });
      for (const [path, heading, home, store] of [
        [
          '/fr/cours/maths',
          'Cette page n’existe pas',
          'Aller à la page d’accueil',
          'Disponible sur Google Play',
        ],
        [
          '/courses/maths',
          'This page does not exist',
          'Go to the home page',
          'Get it on Google Play',
        ],
      ] as const) {
        const response = await page.goto(new URL(`.${path}`, server.url).href);
        expect(response?.status(), path).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expect(page.getByRole('banner').getByRole('link', { name: /Lyceo/ })).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        const main = page.getByRole('main');
        await expect(main.getByRole('link', { name: home })).toBeVisible();
        await expect(main.getByRole('link', { name: new RegExp(store) })).toHaveAttribute(
          'href',
          /^https:\/\/play\.google\.com\/.*utm_content%3Dnot-found/,
        );
        // The site's stylesheet applies: the home link is the brand's green button.
        await expect(main.getByRole('link', { name: home })).toHaveCSS(
          'background-color',
          'rgb(11, 110, 79)',
        );
        await main.getByRole('link', { name: home }).click();
        await expect(page.locator('#home')).toBeVisible();
        expect(new URL(page.url()).pathname).toBe(path.startsWith('/fr/') ? '/fr/' : '/');
        expect(await page.locator('html').getAttribute('lang')).toBe(
          path.startsWith('/fr/') ? 'fr' : 'en',
        );
      }
      expect(messages).toEqual([]);
    },
  );

  // Addresses people type from a poster or a flyer, without the app's `#`.
  const typed: Array<[path: string, location: string]> = [
    ['/console', '/#/console'],
    ['/videos/', '/#/videos'],
    ['/fr/console', '/fr/#/console'],
    ['/fr/videos', '/fr/#/videos'],
    ['/privacy-policy', '/privacy-policy/'],
    ['/terms-of-use', '/terms-of-use/'],
    ['/fr/privacy-policy', '/fr/privacy-policy/'],
  ];
  for (const [path, location] of typed) {
    test(`${path} typed without its # is sent to ${location} (301, relative)`, async () => {
      const reply = await get(new URL(`.${path}`, server.url).href);
      expect(reply.status).toBe(301);
      expect(reply.headers.location).toBe(location);
      expectSecurityHeaders(reply, path);
      const next = await get(new URL(location.split('#')[0] ?? '/', server.url).href);
      expect(next.status, location).toBe(200);
    });
  }

  test('/favicon.ico is an icon file: PNG images of 16, 32 and 48 px', async () => {
    const { body } = await get(new URL('./favicon.ico', server.url).href);
    expect([...body.subarray(0, 6)]).toEqual([0, 0, 1, 0, 3, 0]);
    const sizes = [0, 1, 2].map((index) => body.readUInt8(6 + 16 * index));
    expect(sizes).toEqual([16, 32, 48]);
    const first = body.readUInt32LE(6 + 12);
    expect(body.subarray(first + 1, first + 4).toString('latin1')).toBe('PNG');
  });

  test('dotfiles are refused anywhere in the root; .well-known stays served for certificates', async () => {
    for (const path of ['.env', '.git/config', 'assets/.secret', 'nested/.htpasswd', '.git/']) {
      const reply = await get(new URL(`./${path}`, server.url).href);
      expect(reply.status, path).toBe(404);
      expect(reply.body.toString(), path).not.toContain('secret');
      expect(reply.headers['cache-control'], path).toBe(CACHE_REVALIDATE);
      expectSecurityHeaders(reply, path);
    }
    const acme = await get(new URL('./.well-known/acme-challenge/token', server.url).href);
    expect(acme.status).toBe(200);
    expect(acme.body.toString()).toBe('acme-token\n');
  });

  test('symbolic links in the root are not followed, out of it or within it', async () => {
    const hostname = readFileSync('/etc/hostname', 'utf8');
    for (const path of [
      'etc-link/hostname',
      'etc-link/',
      'hostname.txt',
      'assets/hostname-link.js',
      'robots-link.txt',
    ]) {
      const reply = await get(new URL(`./${path}`, server.url).href);
      expect([403, 404], path).toContain(reply.status);
      expect(reply.body.toString(), path).not.toContain(hostname.trim());
      expect(reply.headers['cache-control'], path).toBe(CACHE_REVALIDATE);
    }
  });

  test('a folder without its slash redirects, relatively, with the headers', async () => {
    const reply = await get(new URL('./nested', server.url).href);
    expect(reply.status).toBe(301);
    expect(reply.headers.location).toBe('/nested/');
    expectSecurityHeaders(reply, '/nested');
  });

  test('JavaScript and CSS come gzipped when asked: the .gz the build wrote, byte for byte', async () => {
    for (const file of [entryScript, entryStyle, assetOf(/^ConsolePage-.*\.js$/)]) {
      const zipped = await get(new URL(`./${file}`, server.url).href, {
        'Accept-Encoding': 'gzip',
      });
      expect(zipped.headers['content-encoding'], file).toBe('gzip');
      expect(zipped.headers.vary).toBe('Accept-Encoding');
      expect(zipped.body.equals(readFileSync(join(dist, `${file}.gz`))), file).toBe(true);

      const plain = await get(new URL(`./${file}`, server.url).href);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.equals(readFileSync(join(dist, `${file}`))), file).toBe(true);
    }
  });

  // What a browser that takes brotli gets (every one over HTTPS): the .br copy, about 14 %
  // smaller than the .gz, as the file itself would be answered but for its coding.
  const brotliCopies: Array<[path: string, file: string, headers?: Record<string, string>]> = [
    [`/${hashedScript}`, `${hashedScript}`],
    [`/${entryStyle}`, `${entryStyle}`],
    [`/${entryScript}`, `${entryScript}`],
    ['/sw.js', 'sw.js'],
    ['/', 'index.html'],
    ['/', 'fr/index.html', { Cookie: 'lang=fr' }],
    ['/?lang=fr', 'fr/index.html'],
    ['/fr/', 'fr/index.html'],
    ['/privacy-policy/', 'privacy-policy/index.html'],
  ];
  for (const [path, file, headers = {}] of brotliCopies) {
    test(`${path} ${JSON.stringify(headers)} comes as brotli when asked: ${file}.br byte for byte, with the headers of its .gz`, async () => {
      const url = new URL(`.${path}`, server.url).href;
      const zipped = await get(url, { ...headers, 'Accept-Encoding': 'gzip' });
      const brotli = await get(url, { ...headers, 'Accept-Encoding': 'gzip, deflate, br, zstd' });
      expect(brotli.status).toBe(200);
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.body.equals(readFileSync(join(dist, `${file}.br`)))).toBe(true);
      for (const name of ['content-type', 'cache-control', 'x-content-type-options']) {
        expect(brotli.headers[name], name).toBe(zipped.headers[name]);
      }
      expect(zipped.headers['content-encoding']).toBe('gzip');
      const names = (header: IncomingHttpHeaders) =>
        securityHeaders(builtHashes, { https: false }).map(([name]) => [
          name,
          header[name.toLowerCase()],
        ]);
      expect(names(brotli.headers)).toEqual(names(zipped.headers));
      const vary = (reply: Reply) => String(reply.headers.vary).split(/,\s*/).sort().join(', ');
      expect(vary(brotli)).toBe(vary(zipped));
      expect(vary(brotli)).toContain('Accept-Encoding');
    });
  }

  test('brotli refused (br;q=0) or not named gets the .gz; a revalidated brotli asset keeps its year; a .br address is not found', async () => {
    const url = new URL(`./${hashedScript}`, server.url).href;
    for (const encoding of ['gzip, br;q=0', 'gzip, deflate']) {
      const reply = await get(url, { 'Accept-Encoding': encoding });
      expect(reply.headers['content-encoding'], encoding).toBe('gzip');
    }
    const brotli = await get(url, { 'Accept-Encoding': 'br' });
    const revalidated = await get(url, {
      'Accept-Encoding': 'br',
      'If-None-Match': String(brotli.headers.etag),
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers['cache-control']).toBe(CACHE_IMMUTABLE);
    for (const path of [`${hashedScript}.br`, 'index.html.br', 'lyceo-landing.html.br']) {
      const reply = await get(new URL(`./${path}`, server.url).href, { 'Accept-Encoding': 'br' });
      expect(reply.status, path).toBe(404);
      expect(reply.headers['content-encoding'], path).not.toBe('br');
    }
  });

  test('text without a .gz is gzipped on the fly', async () => {
    const reply = await get(new URL('./on-the-fly.txt', server.url).href, {
      'Accept-Encoding': 'gzip',
    });
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(reply.body).equals(readFileSync(join(root, 'on-the-fly.txt')))).toBe(true);
  });

  browserTest(
    'every HTML page of the build loads under the served policy without a violation or a console error',
    async ({ page }) => {
      const messages: string[] = [];
      page.on('console', (message) => {
        if (['error', 'warning'].includes(message.type())) messages.push(message.text());
      });
      const pages = filesUnder(dist).filter((file) => file.endsWith('.html'));
      expect(pages.length).toBeGreaterThan(0);
      for (const file of pages) {
        const url = new URL(`./${relative(dist, file)}`, server.url).href;
        const response = await page.goto(url);
        expect(response?.headers()['permissions-policy']).toBeTruthy();
        await page.waitForLoadState('networkidle');
      }
      // An unknown Permissions-Policy feature, a refused style or script: all are console errors.
      expect(messages).toEqual([]);
    },
  );

  browserTest('another site cannot frame it', async ({ page }) => {
    const refusals: string[] = [];
    page.on('console', (message) => refusals.push(message.text()));
    await page.setContent(`<iframe src="${server.url}" title="framed"></iframe>`);
    await expect
      .poll(() => refusals.join('\n'), { timeout: 10_000 })
      .toMatch(/frame-ancestors|X-Frame-Options/);
    await expect(page.frameLocator('iframe').locator('#root')).toHaveCount(0);
  });
});

test('dist/web/_headers parses and matches the header module, with the built page hashes', () => {
  const parsed = parseHeadersFile(readFileSync(join(dist, '_headers'), 'utf8'));
  const expected = headerRules(builtHashes).map(({ path, headers }) => ({
    path,
    headers: headers.map(([name, value]) => [name, value]),
  }));
  expect(parsed).toEqual(expected);
});

test('every text file of the build over 256 B (COMPRESS_MIN_BYTES) has a .gz and a .br of the same bytes', () => {
  const texts = filesUnder(dist).filter(
    (file) =>
      TEXT_EXTENSIONS.has(file.split('.').pop() ?? '') &&
      !isHostFile(relative(dist, file)) &&
      statSync(file).size > COMPRESS_MIN_BYTES,
  );
  expect(texts.map((file) => relative(dist, file))).toEqual(
    expect.arrayContaining(['index.html', entryScript, entryStyle]),
  );
  for (const file of texts) {
    const bytes = readFileSync(file);
    expect(gunzipSync(readFileSync(`${file}.gz`)).equals(bytes), file).toBe(true);
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(bytes), file).toBe(true);
  }
});

test.describe('example.conf on nginx, over TLS', () => {
  // One worker takes the whole group: the certificate, DH parameters and nginx are made once.
  test.describe.configure({ mode: 'default' });
  const host = 'lyceo.cm';
  let server: Server;
  let dir = '';
  let cert = '';
  let httpsPort = 0;
  let httpPort = 0;

  test.beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'lyceo-tls-'));
    const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'pipe' });
    openssl(
      'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', `/CN=${host}`,
      '-addext', `subjectAltName=DNS:${host}`,
      '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'),
    ); // prettier-ignore
    openssl('genpkey', '-genparam', '-algorithm', 'DH', '-pkeyopt', 'group:ffdhe2048', '-out', join(dir, 'dh.pem')); // prettier-ignore
    cert = readFileSync(join(dir, 'cert.pem'), 'utf8');
    [httpPort, httpsPort] = [await freePort(), await freePort()];

    // The example as written, with this machine's paths and free ports (IPv4 only: CI may have no IPv6).
    const servers = readFileSync(
      resolve(import.meta.dirname, '../deploy/nginx/example.conf'),
      'utf8',
    )
      .split('\n')
      .filter((line) => !line.includes('listen [::]'))
      .join('\n')
      .replaceAll('listen 80;', `listen 127.0.0.1:${httpPort};`)
      .replaceAll('listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`)
      .replaceAll('/var/www/lyceo;', `${dist};`)
      .replaceAll('/etc/nginx/snippets/lyceo-site.conf', SITE_CONF)
      .replaceAll('/etc/letsencrypt/live/lyceo.cm/fullchain.pem', join(dir, 'cert.pem'))
      .replaceAll('/etc/letsencrypt/live/lyceo.cm/privkey.pem', join(dir, 'key.pem'))
      .replaceAll('/etc/nginx/ffdhe2048.pem', join(dir, 'dh.pem'));
    server = await startNginx({ servers, port: httpsPort });
  });
  test.afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  test('a 404 over TLS carries the full header set too', async () => {
    const reply = await get(`https://127.0.0.1:${httpsPort}/nope`, { Host: host }, cert);
    expect(reply.status).toBe(404);
    expectSecurityHeaders(reply, '/nope over TLS', true);
  });

  test('plain HTTP redirects to the same host and path over HTTPS', async () => {
    const reply = await get(`http://127.0.0.1:${httpPort}/privacy-policy/?x=1`, { Host: host });
    expect(reply.status).toBe(301);
    expect(reply.headers.location).toBe(`https://${host}/privacy-policy/?x=1`);
  });

  test('HTTPS serves the site with the full header set', async () => {
    const reply = await get(`https://127.0.0.1:${httpsPort}/`, { Host: host }, cert);
    expect(reply.status).toBe(200);
    expectSecurityHeaders(reply, '/ over TLS', true);
    expect(reply.body.toString()).toContain('id="splash"');
  });

  const handshake = (options: { maxVersion?: 'TLSv1.2' | 'TLSv1.3'; ciphers?: string }) =>
    new Promise<string>((resolveHandshake, reject) => {
      const socket = connect(
        { host: '127.0.0.1', port: httpsPort, servername: host, ca: cert, ...options },
        () => {
          const negotiated = `${socket.getProtocol()} ${socket.getCipher().name}`;
          socket.end();
          resolveHandshake(negotiated);
        },
      );
      socket.on('error', reject);
    });

  test("TLS is Mozilla's intermediate profile: 1.3, or 1.2 with forward-secret AEAD ciphers only", async () => {
    expect(await handshake({})).toMatch(/^TLSv1\.3 /);
    expect(await handshake({ maxVersion: 'TLSv1.2' })).toMatch(/^TLSv1\.2 ECDHE-RSA-/);
    // A static-RSA CBC cipher (no forward secrecy) is refused.
    await expect(handshake({ maxVersion: 'TLSv1.2', ciphers: 'AES128-SHA256' })).rejects.toThrow();
  });
});
