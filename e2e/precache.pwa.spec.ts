import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { connection, linkGetsFaster, openRoute, skipSplash } from './helpers';
import { serviceWorkerRegistrations, waitForServiceWorker } from './serviceWorker';

// What the service worker fetches costs a student money: a public visitor's
// worker fetches only what a public visitor can use, and on Save-Data or 2G
// no worker fetches anything until the link is faster.

/** Code only a kiosk or the poster runs, and the web manifest and icons only installing needs. */
const NOT_FOR_A_PUBLIC_VISITOR =
  /\/(KioskLayer|StoreQr|OnScreenKeyboard|StaffScreens|kiosk|PosterPage|printAccess)-[\w-]+\.(js|css)$|\/icons\/[\w-]+\.png$|\/manifest\.webmanifest$/;

/** Every URL the page's caches keep (the worker's precache, run-time and pages caches). */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
}

/** The French copy's chunks: routes.json names them (tooling/chunks/routeChunks.ts). */
async function frenchCopy(page: Page): Promise<string[]> {
  const routes = (await (await page.request.get('./routes.json')).json()) as { fr?: string[] };
  expect(routes.fr?.length).toBeGreaterThan(0);
  return routes.fr ?? [];
}

/**
 * What the build tags French-only in the worker's precache list, as absolute
 * URLs: sw.js carries each such file with `"locale":"fr"`
 * (src/sw/serviceWorkerBuild.ts withLocales), and a worker goes by that tag.
 */
async function frenchOnly(page: Page): Promise<string[]> {
  const worker = await page.request.get('./sw.js');
  expect(worker.ok()).toBe(true);
  const tagged = (await worker.text()).match(/\{[^{}]*"locale":"fr"[^{}]*\}/g) ?? [];
  // Relative to sw.js, as the worker resolves them.
  const urls = tagged.map(
    (entry) => new URL((JSON.parse(entry) as { url: string }).url, worker.url()).href,
  );
  expect(urls.length).toBeGreaterThan(0);
  return urls;
}

/** Every URL the context's service workers request, as they do. */
function workerRequests(context: BrowserContext): string[] {
  const urls: string[] = [];
  context.on('request', (request) => {
    if (request.serviceWorker() !== null) urls.push(request.url());
  });
  return urls;
}

test.describe('an English visitor', () => {
  // On a phone: a laptop's wide screen also keeps the presenter's deck in every language once
  // idle (features/present/keepOffline.ts, proven in offline.pwa.spec.ts), which a phone never does.
  test.use({ locale: 'en-GB', viewport: { width: 375, height: 740 } });

  test("a public visitor's worker never fetches kiosk, keyboard or poster code, the kiosk manifest or another language's files", async ({
    page,
    context,
  }) => {
    const fetched = workerRequests(context);
    await openRoute(page, '/');
    await waitForServiceWorker(page);
    await page.waitForLoadState('networkidle');
    // It did precache the routes a visitor can reach, and the legal pages in their language.
    expect(fetched.some((url) => /\/ConsolePage-[\w-]+\.js$/.test(url))).toBe(true);
    const cached = await cachedUrls(page);
    expect(cached.some((url) => /\/privacy-policy\/index\.html/.test(url))).toBe(true);
    expect(fetched.filter((url) => NOT_FOR_A_PUBLIC_VISITOR.test(url))).toEqual([]);
    expect(fetched.filter((url) => /\/kiosk\.webmanifest/.test(url))).toEqual([]);
    const french = await frenchOnly(page);
    // A chunk of the French copy among them, not only pages: code the English visitor must not fetch.
    expect(french.some((url) => url.endsWith('.js'))).toBe(true);
    // By path: the worker adds `__WB_REVISION__` to a revisioned file's URL. And any page of the
    // French folder, listed or not, but its offline answer: every visitor keeps each language's
    // (anyone may type `fr/` offline), a few hundred bytes.
    const offlineAnswer = /\/fr\/offline\.html$/;
    const frenchFiles = (url: string) => {
      const { origin, pathname } = new URL(url);
      if (offlineAnswer.test(pathname)) return false;
      return /\/fr\//.test(pathname) || french.includes(origin + pathname);
    };
    expect(fetched.filter((url) => offlineAnswer.test(new URL(url).pathname))).toHaveLength(1);
    expect(fetched.filter(frenchFiles)).toEqual([]);
    expect(cached.filter(frenchFiles)).toEqual([]);
  });
});

/** The worker keeps the French copy's chunks and both French legal pages. */
async function expectFrenchKept(page: Page, cached: readonly string[]): Promise<void> {
  for (const file of await frenchCopy(page)) {
    expect(
      cached.some((url) => new URL(url).pathname.endsWith(`/${file}`)),
      file,
    ).toBe(true);
  }
  expect(cached.some((url) => /\/fr\/privacy-policy\/index\.html/.test(url))).toBe(true);
  expect(cached.some((url) => /\/fr\/terms-of-use\/index\.html/.test(url))).toBe(true);
}

// site.conf serves a French browser the French page at `/`: the worker goes by the page's language.
test.describe('a French visitor', () => {
  test.use({ locale: 'fr-FR' });

  test("a French visitor's worker keeps the French copy and legal pages, not the English legal pages", async ({
    page,
    context,
    baseURL,
  }) => {
    const fetched = workerRequests(context);
    await openRoute(page, '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await waitForServiceWorker(page);
    await page.waitForLoadState('networkidle');
    const cached = await cachedUrls(page);
    await expectFrenchKept(page, cached);
    const englishLegal = (url: string) =>
      url.startsWith(`${baseURL}privacy-policy/`) || url.startsWith(`${baseURL}terms-of-use/`);
    expect(fetched.filter(englishLegal)).toEqual([]);
    expect(cached.filter(englishLegal)).toEqual([]);
  });
});

test('a kiosk started once online caches its own code, keyboard included, its manifest and every language', async ({
  page,
  context,
}) => {
  const fetched = workerRequests(context);
  await openRoute(page, '/', '?kiosk=1');
  await waitForServiceWorker(page);
  const cached = await cachedUrls(page);
  expect(cached.some((url) => /\/OnScreenKeyboard-[\w-]+\.js$/.test(url))).toBe(true);
  expect(cached.some((url) => /\/KioskLayer-[\w-]+\.js$/.test(url))).toBe(true);
  expect(cached.some((url) => /\/kiosk\.webmanifest/.test(url))).toBe(true);
  // Its visitors switch to their language in place, with no network at a fair.
  await expectFrenchKept(page, cached);
  expect(fetched.length).toBeGreaterThan(0);
});

for (const [link, value] of [
  ['Save-Data', { saveData: true, effectiveType: '4g' }],
  ['2G', { saveData: false, effectiveType: '2g' }],
  ['slow 2G', { saveData: false, effectiveType: 'slow-2g' }],
] as const) {
  test(`with ${link} the first visit precaches nothing`, async ({ page, context }) => {
    const fetched = workerRequests(context);
    await connection(page, value);
    // The page loads the code that registers a worker once the splash has gone.
    const registrar = page.waitForResponse(/\/serviceWorker-[\w-]+\.js$/);
    // A deep link: on a metered link only a page that needs the app loads it (lib/appEntry.ts).
    await skipSplash(page, './#/console');
    await registrar;
    await page.waitForLoadState('networkidle');
    expect(await serviceWorkerRegistrations(page)).toBe(0);
    expect(fetched).toEqual([]);
  });
}

test('on a faster link after Save-Data, the site is saved for offline', async ({ page }) => {
  await connection(page, { saveData: true, effectiveType: '4g' });
  const registrar = page.waitForResponse(/\/serviceWorker-[\w-]+\.js$/);
  await skipSplash(page, './#/console');
  await registrar;
  await linkGetsFaster(page);
  await waitForServiceWorker(page);
});

test('on a 3G link the landing page never loads the app, and its visitor still gets the offline copy', async ({
  page,
  context,
}) => {
  // Chromium calls a 250 kbit/s, 800 ms link 3G: the app waits for the visitor (lib/meteredLink.ts isFastLink).
  await connection(page, { saveData: false, effectiveType: '3g' });
  const appScripts: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/[\w-]+\.js$/.test(request.url())) appScripts.push(request.url());
  });
  await page.goto('./');
  // The boot script registered the worker once the page had loaded (lib/offlineCopy.ts).
  await waitForServiceWorker(page);
  expect(appScripts).toEqual([]);
  await expect(page.locator('html')).not.toHaveAttribute('data-app-requested');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Succeed from Seconde/);
  await page.locator('#faq').getByText('Is the app free?', { exact: true }).click();
  await expect(
    page.locator('#faq').getByText(/Yes for Seconde \(A4, C\), every lycée class before Première/),
  ).toBeVisible();
});
