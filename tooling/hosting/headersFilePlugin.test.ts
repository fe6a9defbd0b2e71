import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseHeadersFile } from './headersFile';
import { headersFile } from './headersFilePlugin';
import { cspHash } from './inlineHashes';
import {
  cloudflareRoutes,
  cloudflareWorker,
  NETLIFY_FUNCTION_FILE,
  netlifyFunction,
} from './shortStoreFunctions';
import { netlifyFunctionsOf, siteConfOf } from './siteConfPath.mjs';
import { DEFAULT_SITE_CONFIG } from '../../src/shared/siteConfig';

type Hook = (...args: unknown[]) => void;
const hook = (value: unknown): Hook =>
  (typeof value === 'function' ? value : (value as { handler: Hook }).handler) as Hook;

/** Runs the plugin over a bundle holding one page, as a build into `outDir` would. */
function build(
  outDir: string,
  page: string,
): { headers: string; redirects: string; siteConf: string; emitted: Record<string, string> } {
  const plugin = headersFile();
  const emitted: { fileName: string; source: string }[] = [];
  const context = {
    emitFile: (file: { fileName: string; source: string }) => emitted.push(file),
    error: (message: string) => {
      throw new Error(message);
    },
  };
  hook(plugin.configResolved).call(context, { root: '/', build: { outDir } });
  const bundle = { 'index.html': { type: 'asset', fileName: 'index.html', source: page } };
  hook(plugin.generateBundle).call(context, {}, bundle);
  hook(plugin.writeBundle).call(context);
  return {
    headers: emitted.find((file) => file.fileName === '_headers')?.source ?? '',
    redirects: emitted.find((file) => file.fileName === '_redirects')?.source ?? '',
    siteConf: readFileSync(siteConfOf(outDir), 'utf8'),
    emitted: Object.fromEntries(emitted.map(({ fileName, source }) => [fileName, source])),
  };
}

const policyOf = (headers: string) =>
  parseHeadersFile(headers)
    .find((rule) => rule.path === '/*')
    ?.headers.find(([name]) => name === 'Content-Security-Policy')?.[1] ?? '';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('a build writes both hosts’ header files from the same hashes', () => {
  it('follows a style change in _headers and site.conf alike, with nothing else to run', () => {
    dir = mkdtempSync(join(tmpdir(), 'lyceo-headers-'));
    const outDir = join(dir, 'web');
    const before = build(outDir, '<style>.hero{background:#0b6e4f}</style>');
    const after = build(outDir, '<style>.hero{background:#123456}</style>');
    const [oldHash, newHash] = ['.hero{background:#0b6e4f}', '.hero{background:#123456}'].map(
      cspHash,
    );
    expect(policyOf(before.headers)).toContain(oldHash);
    expect(before.siteConf).toContain(oldHash);
    expect(policyOf(after.headers)).toContain(newHash);
    expect(after.siteConf).toContain(newHash);
    expect(after.siteConf).not.toContain(oldHash);
  });

  it('writes the static hosts’ _redirects with the short store addresses site.conf has', () => {
    dir = mkdtempSync(join(tmpdir(), 'lyceo-headers-'));
    const { redirects, siteConf } = build(join(dir, 'web'), '<p>page</p>');
    expect(redirects).toMatch(/^\/k\/a https:\/\/play\.google\.com\/\S+ 302$/m);
    expect(siteConf).toContain('location = /k/a {');
  });

  it('writes the static hosts’ functions for an event: Cloudflare’s in the build, Netlify’s beside it', () => {
    dir = mkdtempSync(join(tmpdir(), 'lyceo-headers-'));
    const outDir = join(dir, 'web');
    const { emitted, siteConf } = build(outDir, '<p>page</p>');
    const { storeUrl } = DEFAULT_SITE_CONFIG;
    expect(emitted['_worker.js']).toBe(cloudflareWorker(storeUrl));
    expect(emitted['_routes.json']).toBe(cloudflareRoutes());
    expect(readFileSync(join(netlifyFunctionsOf(outDir), NETLIFY_FUNCTION_FILE), 'utf8')).toBe(
      netlifyFunction(storeUrl),
    );
    expect(netlifyFunctionsOf('/srv/dist/web')).toBe('/srv/dist/netlify/web/functions');
    // Where Netlify looks for it: the repository's netlify.toml names that folder.
    const toml = readFileSync(join(import.meta.dirname, '../../netlify.toml'), 'utf8');
    expect(toml).toContain(`publish = "dist/web"`);
    expect(toml).toContain(`directory = "${netlifyFunctionsOf('dist/web')}"`);
    // nginx serves the build's folder: it refuses the worker's files as it does the rules.
    for (const file of ['_worker.js', '_routes.json'])
      expect(siteConf).toContain(`location = /${file} {\n    return 404;\n}`);
  });

  it('puts site.conf beside the build, not inside it where a static host would publish it', () => {
    expect(siteConfOf('/srv/dist/web')).toBe('/srv/dist/nginx/web/site.conf');
  });
});
