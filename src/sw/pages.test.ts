import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { deploymentOf, sha256, type Deployment } from './pageDeployment';
import { keepLanguagePage, servePage } from './pages';
import { answer, fakeCaches, languagePage } from './testFakes';

const origin = 'https://lyceo.cm';
const scope = new URL(`${origin}/`);
const root = scope.href;
const french = `${origin}/fr/`;

/** This worker's deployment: its list has the language pages the fakes answer, byte for byte. */
let deployment: Deployment;
beforeAll(async () => {
  const digest = async (lang: string) =>
    sha256(new Uint8Array(await languagePage(lang).arrayBuffer()));
  deployment = deploymentOf(
    [
      { url: 'index.html', revision: 'r1', sha256: await digest('en') },
      { url: 'fr/index.html', revision: 'r1', sha256: await digest('fr') },
    ],
    scope,
  );
});
/** A language page of another deployment (last week's, naming its own code). */
const otherDeploymentPage = (lang: string): Response =>
  answer(
    'text/html',
    `<!doctype html><html lang="${lang}" data-site-root="./">` +
      `<script type="module" src="./assets/app-OLD.js"></script>`,
  );

let stores: Map<string, Map<string, Response>>;
/** The language pages the worker keeps, by URL: what each says it is in. */
const keptLanguages = async (): Promise<Record<string, string | undefined>> =>
  Object.fromEntries(
    await Promise.all(
      [...(stores.get('pages') ?? new Map<string, Response>())].map(
        async ([url, response]) =>
          [url, /lang="(\w+)"/.exec(await response.clone().text())?.[1]] as const,
      ),
    ),
  );
const keep = (pages: Record<string, string>) =>
  stores.set(
    'pages',
    new Map(Object.entries(pages).map(([url, lang]) => [url, languagePage(lang)])),
  );
const offline = () =>
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
const served = async (address: string, chosen: 'en' | 'fr' | null) =>
  (await servePage('pages', new Request(address), root, { scope, chosen, deployment })).text();

beforeEach(() => {
  stores = fakeCaches();
});
afterEach(() => vi.unstubAllGlobals());

// Review R4-03: site.conf served a French browser French at `/` and the worker kept it; the
// visitor then chose English, and every later visit got the French page from the worker
// (nginx alone, reading the `lang` cookie, answers English).
describe('an explicit choice wins at the root, as the host would answer it', () => {
  it('asks the network for the chosen language when the root keeps another, and keeps that', async () => {
    keep({ [root]: 'fr' });
    const fetchStub = vi.fn((_request: RequestInfo | URL) => Promise.resolve(languagePage('en')));
    vi.stubGlobal('fetch', fetchStub);
    expect(await served(root, 'en')).toContain('lang="en"');
    // Named in the address, as site.conf reads it over the cookie.
    const asked = fetchStub.mock.calls[0]?.[0];
    expect(asked instanceof Request ? asked.url : String(asked)).toBe(`${root}?lang=en`);
    // The French page the root held is the French folder's page, byte for byte: kept there.
    expect(await keptLanguages()).toEqual({ [root]: 'en', [french]: 'fr' });
    expect(await served(root, 'en')).toContain('lang="en"');
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });

  it('asks nothing when the chosen language’s own page is kept: the boot script goes there', async () => {
    keep({ [root]: 'en', [french]: 'fr' });
    const fetchStub = vi.fn(() => Promise.resolve(languagePage('en')));
    vi.stubGlobal('fetch', fetchStub);
    expect(await served(root, 'fr')).toContain('lang="en"');
    expect(await served(root, null)).toContain('lang="en"');
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('offline, answers from the page kept at the root', async () => {
    keep({ [root]: 'fr' });
    offline();
    expect(await served(root, 'en')).toContain('lang="fr"');
  });

  // Review R4-02: offline, nothing kept at the root answered "Tu es hors ligne", though
  // this device keeps the French page, which is made to be served at the root too.
  it('offline with nothing kept at the root, answers with the kept page of the chosen language', async () => {
    keep({ [french]: 'fr' });
    offline();
    expect(await served(root, 'fr')).toContain('lang="fr"');
    expect(await served(root, null)).toContain('lang="fr"');
  });

  it('leaves a language’s own folder alone: its page is in its language whatever was chosen', async () => {
    keep({ [french]: 'fr' });
    const fetchStub = vi.fn(() => Promise.resolve(languagePage('en')));
    vi.stubGlobal('fetch', fetchStub);
    const page = await servePage('pages', new Request(`${french}?lang=en`), french, {
      scope,
      chosen: 'en',
      deployment,
    });
    expect(await page.text()).toContain('lang="fr"');
    expect(fetchStub).not.toHaveBeenCalled();
  });
});

// Review R4-02: an English browser that chose French in the running app was sent to `fr/` by
// the boot script on every later visit; the worker had never kept it, so offline every visit
// ended on the offline page.
describe('the page of a language the visitor chooses', () => {
  it('is kept at once, so that the boot script’s redirect to it is answered offline', async () => {
    keep({ [root]: 'en' });
    vi.stubGlobal('fetch', () => Promise.resolve(languagePage('fr')));
    await keepLanguagePage('pages', scope, 'fr', deployment);
    expect(await keptLanguages()).toEqual({ [root]: 'en', [french]: 'fr' });
    offline();
    const page = await servePage('pages', new Request(french), french, {
      scope,
      chosen: 'fr',
      deployment,
    });
    expect(await page.text()).toContain('lang="fr"');
  });

  it('is English at the root from a host that negotiates it, the French page it held moving to fr/', async () => {
    keep({ [root]: 'fr' });
    const fetchStub = vi.fn((_request: RequestInfo | URL) => Promise.resolve(languagePage('en')));
    vi.stubGlobal('fetch', fetchStub);
    await keepLanguagePage('pages', scope, 'en', deployment);
    const asked = fetchStub.mock.calls[0]?.[0];
    expect(asked instanceof Request ? asked.url : String(asked)).toBe(`${root}?lang=en`);
    expect(await keptLanguages()).toEqual({ [root]: 'en', [french]: 'fr' });
  });

  it('is not downloaded again when a page in that language is kept (French at the root too)', async () => {
    keep({ [root]: 'fr' });
    const fetchStub = vi.fn(() => Promise.resolve(languagePage('fr')));
    vi.stubGlobal('fetch', fetchStub);
    await keepLanguagePage('pages', scope, 'fr', deployment);
    expect(fetchStub).not.toHaveBeenCalled();
  });
});

// Merge of R4-01 with R4-02/R4-03: the pages the visitor's choice makes the worker keep are
// kept on the same terms as any other, this deployment's only.
describe('a chosen language’s page from another deployment', () => {
  it('is not kept when the app’s LOCALE_CHOICE asks for it', async () => {
    keep({ [root]: 'en' });
    vi.stubGlobal('fetch', () => Promise.resolve(otherDeploymentPage('fr')));
    await keepLanguagePage('pages', scope, 'fr', deployment);
    expect(await keptLanguages()).toEqual({ [root]: 'en' });
    // This deployment's page, once the server answers it, is.
    vi.stubGlobal('fetch', () => Promise.resolve(languagePage('fr')));
    await keepLanguagePage('pages', scope, 'fr', deployment);
    expect(await keptLanguages()).toEqual({ [root]: 'en', [french]: 'fr' });
  });

  it('is shown at the root that follows the choice, but not kept, nor the root’s page moved', async () => {
    keep({ [root]: 'fr' });
    const fetchStub = vi.fn((_request: RequestInfo | URL) =>
      Promise.resolve(otherDeploymentPage('en')),
    );
    vi.stubGlobal('fetch', fetchStub);
    expect(await served(root, 'en')).toContain('app-OLD.js');
    expect(await keptLanguages()).toEqual({ [root]: 'fr' });
    // Asked again at the next visit, since nothing was kept for the choice.
    await served(root, 'en');
    expect(fetchStub).toHaveBeenCalledTimes(2);
  });
});
