import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHORT_PLACES, shortStoreTarget } from '../../src/shared/shortStoreLink';
import { hostTable, type HostRequest } from './hostTable';
import {
  matchRedirect,
  parseRedirectsFile,
  redirectRules,
  renderRedirectsFile,
} from './redirectsFile';
import { cloudflareRoutes, cloudflareWorker, netlifyFunction } from './shortStoreFunctions';

/** A store link with a query of its own, whose referrer halves the event sits between. */
const storeUrl = 'https://store.example/app?id=x';
const origin = 'https://lyceo.example';

interface CloudflareWorker {
  fetch(
    request: Request,
    env: { ASSETS: { fetch(request: Request): Promise<Response> } },
  ): Response;
}
interface NetlifyFunction {
  default(request: Request): Response;
  config: { path: string[] };
}

let dir = '';
let worker: CloudflareWorker;
let netlify: NetlifyFunction;

/** Loads a generated file as its host does: an ES module on its own, nothing imported. */
async function load<T>(name: string, source: string): Promise<T> {
  const file = join(dir, name);
  writeFileSync(file, source);
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as T;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'lyceo-short-store-'));
  worker = (await load<{ default: CloudflareWorker }>('_worker.mjs', cloudflareWorker(storeUrl)))
    .default;
  netlify = await load<NetlifyFunction>('short-store.mjs', netlifyFunction(storeUrl));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What the worker answers, and whether it left the request to the static files. */
async function askWorker(
  path: string,
): Promise<{ status: number; location: string | null; assets: boolean }> {
  let assets = false;
  const env = {
    ASSETS: {
      fetch: () => {
        assets = true;
        return Promise.resolve(new Response('static', { status: 404 }));
      },
    },
  };
  const response = await worker.fetch(new Request(new URL(path, origin)), env);
  return { status: response.status, location: response.headers.get('location'), assets };
}

/** Node's URLPattern (global since Node 23.8; the project's lib types lack it). */
const { URLPattern } = globalThis as unknown as {
  URLPattern: new (init: { pathname: string }) => { test(input: string): boolean };
};

/** Whether one of the Netlify function's paths takes `path` (Netlify reads them as URLPatterns). */
const netlifyTakes = (path: string) =>
  netlify.config.path.some((pattern) => new URLPattern({ pathname: pattern }).test(origin + path));

const table = hostTable(storeUrl);
const withEvent = table.filter(
  ({ path, location }) => /^\/k\/[a-z]\/./.test(path) && location !== undefined,
);
const notASlug = table.filter(({ path, status }) => /^\/k\//.test(path) && status[0] === 404);
const rules = parseRedirectsFile(renderRedirectsFile(redirectRules(storeUrl)));

describe('the static hosts’ functions for a short store address with an event', () => {
  it('covers every place of SHORT_PLACES with an event, and events that are not slugs', () => {
    expect(withEvent).toHaveLength(Object.keys(SHORT_PLACES).length);
    expect(notASlug.map(({ path }) => path)).toEqual(
      expect.arrayContaining(['/k/a/Foire_2026', '/k/h/x%26utm_source%3Devil', '/k/a/a/b']),
    );
  });

  it.each(withEvent.map((row): [string, HostRequest] => [row.path, row]))(
    'Cloudflare and Netlify send %s to the tagged store link, as nginx does',
    async (path, { location }) => {
      expect(await askWorker(path)).toEqual({ status: 302, location, assets: false });
      expect(netlifyTakes(path), path).toBe(true);
      const response = netlify.default(new Request(origin + path));
      expect([response.status, response.headers.get('location')]).toEqual([302, location]);
    },
  );

  it.each(notASlug.map(({ path }) => path))(
    'leaves %s to the host’s page not found: no redirect rule, no function takes it',
    async (path) => {
      expect(await askWorker(path)).toEqual({ status: 404, location: null, assets: true });
      expect(netlifyTakes(path), path).toBe(false);
      expect(matchRedirect(rules, path), path).toBeNull();
    },
  );

  it('runs Cloudflare’s worker for the short addresses only, the bare ones left to _redirects', async () => {
    expect(JSON.parse(cloudflareRoutes())).toEqual({ version: 1, include: ['/k/*'], exclude: [] });
    expect(await askWorker('/k/a')).toEqual({ status: 404, location: null, assets: true });
    expect(matchRedirect(rules, '/k/a')).toEqual({
      to: shortStoreTarget(storeUrl, 'a', null),
      status: 302,
    });
  });

  it('takes no event a slug would refuse, long or with a capital, and no other folder', async () => {
    for (const path of ['/k/a/' + 'a'.repeat(41), '/k/a/Foire', '/k/z/foire', '/x/a/foire']) {
      expect((await askWorker(path)).assets, path).toBe(true);
      expect(netlifyTakes(path), path).toBe(false);
    }
    expect((await askWorker('/k/a/' + 'a'.repeat(40))).status).toBe(302);
  });
});
