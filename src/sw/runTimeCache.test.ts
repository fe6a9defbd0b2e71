import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheFirst, cacheKeysOf, cacheUrls } from './runTimeCache';
import { installingVisitor, pageFileOf, servePage, slashedPageAddress } from './pages';
import { deploymentOf, sha256, type Deployment } from './pageDeployment';
import { answer, fakeCaches } from './testFakes';

const origin = 'https://lyceo.cm';
const kioskChunk = `${origin}/assets/KioskLayer-abc123.js`;

/** A landing page in `lang`, and a deployment whose list has it in each language (pages.test.ts). */
const landingHtml = (lang: string) => `<!doctype html><html lang="${lang}">`;
let deployment: Deployment;
beforeAll(async () => {
  const digest = (lang: string) => sha256(new TextEncoder().encode(landingHtml(lang)));
  const pages = [
    { url: 'index.html', sha256: await digest('en') },
    { url: 'fr/index.html', sha256: await digest('fr') },
  ];
  deployment = deploymentOf(pages, new URL(`${origin}/`));
});

// Issue 38, finding 11: the run-time caches (the kiosk's code, the language pages) kept a
// Wi-Fi login page or a host's landing page served in place of a script, as the precache did.
describe('the run-time caches keep only answers of the file’s own type', () => {
  let stores: Map<string, Map<string, Response>>;
  beforeEach(() => {
    stores = fakeCaches();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('passes an HTML page answered for a script on to the page but does not keep it', async () => {
    const fetchStub = vi.fn(() => Promise.resolve(answer('text/html; charset=utf-8')));
    vi.stubGlobal('fetch', fetchStub);
    const response = await cacheFirst('run', new Request(kioskChunk));
    expect(response.headers.get('Content-Type')).toMatch(/text\/html/);
    expect(stores.get('run')?.size ?? 0).toBe(0);
    // The next visit asks the network again instead of serving the wrong page for good.
    await cacheFirst('run', new Request(kioskChunk));
    expect(fetchStub).toHaveBeenCalledTimes(2);
  });

  it('keeps a script answered as JavaScript', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(answer('text/javascript; charset=utf-8')));
    await cacheFirst('run', new Request(kioskChunk));
    expect([...(stores.get('run')?.keys() ?? [])]).toEqual([kioskChunk]);
  });

  it('fails the kiosk’s install-time download on a wrong type, so it is tried again later', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(answer('text/html')));
    await expect(cacheUrls('run', [{ url: kioskChunk, key: kioskChunk }])).rejects.toThrow(
      /KioskLayer/,
    );
    expect(stores.get('run')?.size ?? 0).toBe(0);
  });

  it('does not keep a language page answered as something other than HTML', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(answer('application/octet-stream')));
    await servePage('pages', new Request(`${origin}/fr/`), `${origin}/fr/`, {
      scope: new URL(`${origin}/`),
      deployment,
    });
    expect(stores.get('pages')?.size ?? 0).toBe(0);
  });
});

describe('a language link to a page kept in another language', () => {
  let stores: Map<string, Map<string, Response>>;
  const root = `${origin}/`;
  const page = (lang: string) => answer('text/html', landingHtml(lang));
  beforeEach(() => {
    stores = fakeCaches();
    stores.set('pages', new Map([[root, page('fr')]]));
  });
  afterEach(() => vi.unstubAllGlobals());

  const served = async (address: string) =>
    (
      await servePage('pages', new Request(address), root, { scope: new URL(root), deployment })
    ).text();

  it('gets the language it names from the network, and keeps it for the root', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(page('en')));
    expect(await served(`${root}?lang=en`)).toContain('lang="en"');
    expect(await stores.get('pages')?.get(root)?.clone().text()).toContain('lang="en"');
  });

  it('answers from the kept page when it is in that language, or when none is named', async () => {
    const fetchStub = vi.fn(() => Promise.resolve(page('en')));
    vi.stubGlobal('fetch', fetchStub);
    expect(await served(`${root}?lang=fr`)).toContain('lang="fr"');
    expect(await served(root)).toContain('lang="fr"');
    expect(await served(`${root}?lang=de`)).toContain('lang="fr"');
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('answers from the kept page offline', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await served(`${root}?lang=en`)).toContain('lang="fr"');
  });
});

describe('what the run-time cache keeps a file of the list under', () => {
  let stores: Map<string, Map<string, Response>>;
  beforeEach(() => {
    stores = fakeCaches();
  });
  afterEach(() => vi.unstubAllGlobals());

  const scope = new URL(`${origin}/`);
  const keys = cacheKeysOf(
    [
      { url: 'assets/site-AbCd1234.js', revision: null },
      { url: 'privacy-policy/index.html', revision: 'r1' },
    ],
    scope,
  );
  const page = `${origin}/privacy-policy/index.html`;

  it('a hashed file under its URL, any other under its URL and revision, as Workbox does', () => {
    expect([...keys]).toEqual([
      [`${origin}/assets/site-AbCd1234.js`, `${origin}/assets/site-AbCd1234.js`],
      [page, `${page}?__WB_REVISION__=r1`],
    ]);
  });

  // A kiosk manifest or legal page kept under its URL alone would never be fetched again.
  it('fetches a page again, revalidated, for a deployment whose revision of it is new', async () => {
    const fetchStub = vi.fn(() => Promise.resolve(answer('text/html', 'new')));
    vi.stubGlobal('fetch', fetchStub);
    stores.set('run', new Map([[`${page}?__WB_REVISION__=r0`, answer('text/html', 'old')]]));
    await cacheUrls('run', [{ url: page, key: keys.get(page) ?? '' }]);
    expect(fetchStub).toHaveBeenCalledWith(page, { credentials: 'same-origin', cache: 'no-cache' });
    expect(await stores.get('run')?.get(`${page}?__WB_REVISION__=r1`)?.text()).toBe('new');
  });

  it('answers a static page from the copy kept under its key, whatever the folder URL asked', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    stores.set('run', new Map([[`${page}?__WB_REVISION__=r1`, answer('text/html', 'kept')]]));
    const folder = new URL(`${origin}/privacy-policy/`);
    expect(pageFileOf(folder, scope)).toBe('privacy-policy/index.html');
    expect(pageFileOf(new URL(page), scope)).toBe('privacy-policy/index.html');
    const response = await cacheFirst('run', new Request(folder), keys.get(page));
    expect(await response.text()).toBe('kept');
  });

  // Review of 2026-11-26: offline, `/privacy-policy` said "not saved on this device" though it was.
  it('sends a static page typed without its slash to its folder, as the server does', () => {
    const pages = new Set(['privacy-policy/index.html', 'fr/terms-of-use/index.html']);
    const address = (path: string) => slashedPageAddress(new URL(origin + path), scope, pages);
    expect(address('/privacy-policy')).toBe(`${origin}/privacy-policy/`);
    expect(address('/fr/terms-of-use?x=1')).toBe(`${origin}/fr/terms-of-use/?x=1`);
    expect(address('/privacy-policy/')).toBeNull();
    expect(address('/terms-of-use')).toBeNull();
    expect(address('/nope')).toBeNull();
  });
});

describe('who installs the worker', () => {
  let stores: Map<string, Map<string, Response>>;
  beforeEach(() => {
    stores = fakeCaches();
  });
  afterEach(() => vi.unstubAllGlobals());

  const scope = new URL(`${origin}/`);
  const kept = (url: string, lang: string) =>
    stores.set(
      'pages',
      new Map([
        [url, answer('text/html', `<!doctype html><html lang="${lang}" data-site-root="./">`)],
      ]),
    );

  it("reads the language the kept page is in: a host may serve the French page at '/'", async () => {
    kept(`${origin}/`, 'fr');
    expect(await installingVisitor('pages', scope, [new URL(`${origin}/#/console`)])).toEqual({
      kiosk: false,
      locales: ['fr'],
    });
  });

  it("with no page kept, the language of each window's address; a kiosk when one is", async () => {
    const windows = [new URL(`${origin}/fr/?kiosk=1`), new URL(`${origin}/privacy-policy/`)];
    expect(await installingVisitor('pages', scope, windows)).toEqual({
      kiosk: true,
      locales: ['fr', 'en'],
    });
  });

  it('treats a presenter (?present=1) as a kiosk: the slides offline, in every language', async () => {
    const windows = [new URL(`${origin}/?present=1&event=foire`)];
    expect(await installingVisitor('pages', scope, windows)).toMatchObject({ kiosk: true });
  });
});
