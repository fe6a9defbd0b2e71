import { execFileSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
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
import { connect } from 'node:tls';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, securityHeaders } from '../src/shared/securityHeaders';
import { headerRules, parseHeadersFile } from '../tooling/hosting/headersFile';
import { filesUnder } from '../tooling/hosting/filesUnder';
import { TEXT_EXTENSIONS } from '../tooling/hosting/mimeTypes';
import { COMPRESS_MIN_BYTES } from '../tooling/hosting/nginxSiteConf';
import { styleHashesOf } from '../tooling/hosting/styleHashes';
import { freePort, serveSite, SITE_CONF, startNginx } from '../scripts/nginx.mjs';
import { expect, test } from './fixtures';

// The production build served by real nginx with deploy/nginx/site.conf, as a
// host would serve it: headers, caching, types, compression; then the complete
// example.conf over TLS. Runs in the desktop project only (no layout here).

interface Server {
  url: string;
  stop: () => Promise<void>;
}
interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const dist = resolve(import.meta.dirname, '../dist/web');
const builtPage = readFileSync(join(dist, 'index.html'), 'utf8');
const builtHashes = styleHashesOf(builtPage);
const assetOf = (pattern: RegExp) => {
  const name = readdirSync(join(dist, 'assets')).find((file) => pattern.test(file));
  if (!name) throw new Error(`No ${pattern} in dist/web/assets`);
  return `assets/${name}`;
};
// The app's entry, not the small boot watcher that runs before it.
const entryScript = /<script type="module"[^>]+src="\.\/(assets\/index-[^"]+\.js)"/.exec(
  builtPage,
)?.[1];
const entryStyle = /<link rel="stylesheet"[^>]+href="\.\/(assets\/[^"]+\.css)"/.exec(
  builtPage,
)?.[1];

/** A GET that keeps the bytes as sent (no decompression), with an optional Host for TLS tests. */
function get(url: string, headers: Record<string, string> = {}, ca?: string): Promise<Reply> {
  return new Promise((resolveGet, reject) => {
    const target = new URL(url);
    const send = target.protocol === 'https:' ? httpsGet : httpGet;
    const request = send(
      target,
      { headers, ca, servername: headers.Host?.split(':')[0] },
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

/** The module's headers; plain HTTP (these local servers) gets no upgrade-insecure-requests. */
function expectSecurityHeaders(reply: Reply, path: string, https = false) {
  for (const [name, value] of securityHeaders(builtHashes, { https })) {
    expect(reply.headers[name.toLowerCase()], `${name} on ${path}`).toBe(value);
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
    server = await serveSite({ root, port: await freePort() });
  });
  test.afterAll(async () => {
    await server?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  const cases: Array<
    [what: string, path: string, status: number, cacheControl: string, type: string | null]
  > = [
    ['the site root', '/', 200, CACHE_REVALIDATE, 'text/html'],
    ['index.html', '/index.html', 200, CACHE_REVALIDATE, 'text/html'],
    ['the hashed entry script', `/${entryScript}`, 200, CACHE_IMMUTABLE, 'application/javascript'],
    ['the hashed stylesheet', `/${entryStyle}`, 200, CACHE_IMMUTABLE, 'text/css'],
    ['the manifest', '/manifest.webmanifest', 200, CACHE_REVALIDATE, 'application/manifest+json'],
    ['the icon', '/favicon.svg', 200, CACHE_REVALIDATE, 'image/svg+xml'],
    ['the share image', `/${assetOf(/^og-image-.*\.png$/)}`, 200, CACHE_IMMUTABLE, 'image/png'],
    ['robots.txt', '/robots.txt', 200, CACHE_REVALIDATE, 'text/plain'],
    ['a folder with an index', '/nested/', 200, CACHE_REVALIDATE, 'text/html'],
    ['a missing page', '/no/such/page', 404, CACHE_REVALIDATE, null],
    ['a missing hashed asset', '/assets/index-00000000.js', 404, CACHE_REVALIDATE, null],
    ['the host rules file', '/_headers', 404, CACHE_REVALIDATE, null],
  ];
  for (const [what, path, status, cacheControl, type] of cases) {
    test(`${what} answers ${status} with every security header and Cache-Control: ${cacheControl}`, async () => {
      const reply = await get(new URL(`.${path}`, server.url).href);
      expect(reply.status, path).toBe(status);
      expectSecurityHeaders(reply, path);
      expect(reply.headers['cache-control'], path).toBe(cacheControl);
      // Text types name their charset; a PNG has none.
      const expected = type === 'image/png' ? type : `${type}; charset=utf-8`;
      if (type) expect(reply.headers['content-type'], path).toBe(expected);
    });
  }

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

  test('text without a .gz is gzipped on the fly', async () => {
    const reply = await get(new URL('./on-the-fly.txt', server.url).href, {
      'Accept-Encoding': 'gzip',
    });
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(reply.body).equals(readFileSync(join(root, 'on-the-fly.txt')))).toBe(true);
  });

  test('every HTML page of the build loads under the served policy without a violation or a console error', async ({
    page,
  }) => {
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
  });

  test('another site cannot frame it', async ({ page }) => {
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
  const expected = headerRules(styleHashesOf(builtPage)).map(({ path, headers }) => ({
    path,
    headers: headers.map(([name, value]) => [name, value]),
  }));
  expect(parsed).toEqual(expected);
});

test('every text file of the build over 1 KB has a .gz and a .br of the same bytes', () => {
  const texts = filesUnder(dist).filter(
    (file) =>
      TEXT_EXTENSIONS.has(file.split('.').pop() ?? '') && statSync(file).size > COMPRESS_MIN_BYTES,
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
