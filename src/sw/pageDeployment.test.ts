import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheLoadedPages, servePage } from './pages';
import { deploymentOf, matchPage, sha256, type Deployment } from './pageDeployment';
import { answer, fakeCaches } from './testFakes';

const origin = 'https://lyceo.cm';
const scope = new URL(`${origin}/`);
const root = `${origin}/`;

/** A landing page as the build writes it: its meta names the app's files, its head the stylesheet. */
const landing = (app: string, copy: string): string =>
  `<!doctype html><html lang="en" data-site-root="./"><head>` +
  `<meta name="app-entry" content="start.js assets/vendor-V1.js assets/${app}.js">` +
  `<link rel="stylesheet" crossorigin href="./assets/index-C1.css"></head><body>${copy}</body></html>`;
const previous = landing('app-OLD', 'Last week’s copy');
const current = landing('app-NEW', 'This week’s copy');
/** The current page as a host that hides e-mail addresses serves it. */
const rewritten = current.replace(
  '</body>',
  '<script src="/cdn-cgi/email-decode.js"></script></body>',
);

/** This deployment's list: its page with the digest the build writes (serviceWorkerBuild.test.ts), and its files. */
let deployment: Deployment;
beforeAll(async () => {
  const manifest = [
    {
      url: 'index.html',
      revision: 'r2',
      sha256: await sha256(new TextEncoder().encode(current)),
    },
    { url: 'start.js', revision: 'r2' },
    ...['assets/vendor-V1.js', 'assets/app-NEW.js', 'assets/index-C1.css'].map((url) => ({
      url,
      revision: null,
    })),
  ];
  deployment = deploymentOf(manifest, scope);
});

const html = (body: string): Response => answer('text/html; charset=utf-8', body);

/** A fetch whose answer depends on the cache mode asked: the browser's copy, or the server's. */
function browserAndServer(inBrowser: string, onServer: string) {
  const stub = vi.fn((_url: string, init?: RequestInit) =>
    Promise.resolve(html(init?.cache === 'force-cache' ? inBrowser : onServer)),
  );
  vi.stubGlobal('fetch', stub);
  return stub;
}

describe('which deployment a language page is from', () => {
  it('tells this deployment’s page, a host’s rewrite of it, and another deployment’s', async () => {
    expect(await matchPage(html(current), deployment)).toBe('built');
    expect(await matchPage(html(rewritten), deployment)).toBe('names-its-files');
    expect(await matchPage(html(previous), deployment)).toBe('other');
    expect(await matchPage(html('<html lang="en">'), deployment)).toBe('other');
  });
});

// Hostile review R4-01: a visitor whose link improved after a deploy got a worker that kept
// the previous deployment's page, from the browser's cache, until the next deploy.
describe('the page a first install keeps', () => {
  let stores: Map<string, Map<string, Response>>;
  beforeEach(() => {
    stores = fakeCaches();
    // And the names of its caches: an install reads earlier deployments' pages caches.
    const storage = (globalThis as unknown as { caches: object }).caches;
    vi.stubGlobal('caches', { ...storage, keys: () => Promise.resolve([...stores.keys()]) });
  });
  afterEach(() => vi.unstubAllGlobals());

  const install = () => cacheLoadedPages('pages', scope, [new URL(root)], true, deployment);
  const kept = async () => stores.get('pages')?.get(root)?.clone().text();

  it('is the browser’s copy when it is this deployment’s: nothing is asked again', async () => {
    const fetchStub = browserAndServer(current, current);
    await install();
    expect(await kept()).toBe(current);
    expect(fetchStub).toHaveBeenCalledOnce();
  });

  it('is the server’s when the browser’s copy is from the previous deployment', async () => {
    const fetchStub = browserAndServer(previous, current);
    await install();
    expect(await kept()).toBe(current);
    expect(fetchStub).toHaveBeenLastCalledWith(root, {
      cache: 'no-cache',
      credentials: 'same-origin',
    });
  });

  it('is none when the server still answers another deployment’s page', async () => {
    browserAndServer(previous, previous);
    await install();
    expect(await kept()).toBeUndefined();
  });

  it('is the server’s rewrite of this deployment’s page, on a host that rewrites pages', async () => {
    browserAndServer(previous, rewritten);
    await install();
    expect(await kept()).toBe(rewritten);
  });

  it('is none on an update when the server answers another deployment’s page', async () => {
    browserAndServer(current, previous);
    await cacheLoadedPages('pages', scope, [new URL(root)], false, deployment);
    expect(await kept()).toBeUndefined();
  });
});

describe('a page the network answers at a visit', () => {
  let stores: Map<string, Map<string, Response>>;
  beforeEach(() => {
    stores = fakeCaches();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is shown, but kept only when it is this deployment’s', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(html(previous)));
    const shown = await servePage('pages', new Request(root), root, { scope, deployment });
    expect(await shown.text()).toBe(previous);
    expect(stores.get('pages')?.size ?? 0).toBe(0);

    vi.stubGlobal('fetch', () => Promise.resolve(html(current)));
    await servePage('pages', new Request(root), root, { scope, deployment });
    expect(await stores.get('pages')?.get(root)?.text()).toBe(current);
  });
});
