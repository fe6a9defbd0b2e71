import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cacheFirst, cacheUrls } from './runTimeCache';
import { keepLanguagePage, servePage } from './pages';
import { recordChoice } from './chosenLocale';
import { deploymentOf, sha256, type Deployment } from './pageDeployment';
import { answer, fakeCaches } from './testFakes';

const origin = 'https://lyceo.cm';
const scope = new URL(`${origin}/`);
const frenchPage = '<!doctype html><html lang="fr">';
let deployment: Deployment;
beforeAll(async () => {
  const digest = sha256(new TextEncoder().encode(frenchPage));
  deployment = deploymentOf([{ url: 'fr/index.html', sha256: await digest }], scope);
});
afterEach(() => vi.unstubAllGlobals());

// Review R5-01: with the site's storage full, a refused write failed the whole answer, which
// the worker's catch turned into "You are offline" while the network had answered.
describe('with every cache write refused (the site’s storage full)', () => {
  it('answers a file with the network’s answer', async () => {
    fakeCaches({ full: true });
    vi.stubGlobal('fetch', () => Promise.resolve(answer('text/javascript', 'code')));
    const response = await cacheFirst('run', new Request(`${origin}/assets/Poster-abc.js`));
    expect(await response.text()).toBe('code');
  });

  it('answers a language page with the network’s page', async () => {
    fakeCaches({ full: true });
    vi.stubGlobal('fetch', () => Promise.resolve(answer('text/html', frenchPage)));
    const page = `${origin}/fr/`;
    const response = await servePage('pages', new Request(page), page, { scope, deployment });
    expect(await response.text()).toBe(frenchPage);
  });

  it('takes a language link and the choice it makes without failing', async () => {
    fakeCaches({ full: true });
    vi.stubGlobal('fetch', () => Promise.resolve(answer('text/html', frenchPage)));
    await expect(recordChoice(scope, 'fr')).resolves.toBeUndefined();
    await expect(keepLanguagePage('pages', scope, 'fr', deployment)).resolves.toBeUndefined();
  });
});

// Issue 61: Cloudflare Pages answers `privacy-policy/index.html` with a 308 to its folder; the
// copy kept of the redirected answer failed offline (Chromium refuses it for a navigation).
describe('a file the host sends through a redirect', () => {
  it('is kept as the answer it ends on, not as a redirected one', async () => {
    const stores = fakeCaches();
    const url = `${origin}/privacy-policy/index.html`;
    const redirected = answer('text/html', '<h1>Privacy</h1>');
    Object.defineProperty(redirected, 'redirected', { value: true });
    vi.stubGlobal('fetch', () => Promise.resolve(redirected));
    await cacheUrls('run', [{ url, key: `${url}?__WB_REVISION__=1` }]);
    const kept = stores.get('run')?.get(`${url}?__WB_REVISION__=1`);
    expect(kept?.redirected).toBe(false);
    expect(kept?.status).toBe(200);
    expect(kept?.headers.get('Content-Type')).toBe('text/html');
    expect(await kept?.text()).toBe('<h1>Privacy</h1>');
  });
});
