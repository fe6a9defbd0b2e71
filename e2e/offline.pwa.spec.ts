import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import {
  axeViolations,
  chooseLanguage,
  dismissAttract,
  openRoute,
  ROUTES,
  waitForAttract,
} from './helpers';
import { collectProblems, keptPageLanguage, waitForServiceWorker } from './serviceWorker';
import { staffPad, touchLogo, unlockStaffView } from './staff';

// After one visit online, the whole site works with the network off: every
// route and the static legal pages in the visitor's language, and a kiosk after
// its first start. The first visit only sees `/`, so every other chunk (routes,
// the French copy for a French reader; for a kiosk, its own code and QR codes)
// must come from the service worker's cache. Another language's files come to
// a public visitor's cache when used online (the worker fetches only theirs).

/**
 * The one online visit: home (`?kiosk=1`: a kiosk's first start), until the
 * service worker controls the page. Then the network goes.
 */
async function visitOnceThenGoOffline(
  page: Page,
  context: BrowserContext,
  query = '',
): Promise<void> {
  await openRoute(page, '/', query);
  await waitForServiceWorker(page);
  // A laptop's screen keeps the presenter's deck once idle, a kiosk's never (R5-04, main.tsx):
  // a visit that ended before it had would log the fetches the network cut, not what the test is about.
  const laptop = (page.viewportSize()?.width ?? 0) >= 992;
  if (laptop && !query.includes('kiosk')) await waitForKeptFiles(page, PRESENTER_FILES);
  await context.setOffline(true);
}

/** What a laptop's visit keeps for the presenter's deck offline, in both languages (R5-04). */
const PRESENTER_FILES = [
  /\/Presenter-[\w-]+\.js$/,
  /\/PresenterView-/,
  /app-screen-sharing-fr-/,
  /app-screen-sharing-en-/,
];

/** Waits until the service worker keeps a file of each pattern (its run-time cache). */
async function waitForKeptFiles(page: Page, patterns: readonly RegExp[]): Promise<void> {
  await expect
    .poll(
      async () => {
        const kept = await page.evaluate(async () => {
          const cache = await caches.open('lyceo-run-time');
          return (await cache.keys()).map((request) => request.url);
        });
        return patterns.filter((pattern) => !kept.some((url) => pattern.test(url))).map(String);
      },
      { timeout: 30_000 },
    )
    .toEqual([]);
}

/** Opens `route` offline as a new page, then reloads it, and checks it renders inside the layout. */
async function reloadOffline(page: Page, route: string, query = ''): Promise<void> {
  // From a blank page, so this is a full load, not a hash change of the page already open.
  await page.goto('about:blank');
  await page.goto(`./${query}#${route}`);
  await page.waitForLoadState('networkidle');
  await page.reload();
  await expect(page.locator('#splash')).toHaveCount(0, { timeout: 5000 });
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.locator('.site-navbar')).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  // Landing sections 2-8 are a lazy chunk of their own: scroll them in.
  await page.mouse.wheel(0, 20000);
  if (route === '/') await expect(page.locator('#faq')).toBeVisible();
}

/** On the page of the visit, offline: an outbound link opens its QR code for the audience's phones. */
async function outboundLinkOffline(
  page: Page,
  context: BrowserContext,
  problems: readonly string[],
): Promise<void> {
  const store = page.locator('#home').getByRole('link', { name: /Get it on Google Play/ });
  const href = await store.getAttribute('href');
  await store.click();
  const dialog = page.getByRole('dialog', { name: 'You are offline: open it on a phone' });
  await expect(dialog.getByText(/this link needs the internet/)).toBeVisible();
  await expect(dialog.getByRole('img', { name: `QR code for ${href}` })).toBeVisible();
  expect(context.pages()).toHaveLength(1);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toHaveCount(0);
  // A social network in the footer, the same way.
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: /YouTube/ })
    .click();
  await expect(
    page.getByRole('dialog').getByRole('img', { name: /^QR code for https:/ }),
  ).toBeVisible();
  expect(context.pages()).toHaveLength(1);
  expect(problems).toEqual([]);
}

/** Offline, then online again: an address this device has not kept gets the site's offline page. */
async function addressNotKept(page: Page, context: BrowserContext): Promise<void> {
  await page.goto('./fr/');
  // In the address's language, not the browser's own error page; home is the page this device keeps.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu es hors ligne');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page).toHaveTitle(/^Hors ligne · /);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Aller à la page d’accueil' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Succeed from Seconde/);

  // A legal page typed without its slash opens, as the server would send it on.
  await page.goto('./privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');

  // Try again opens the same address: online, a mistyped one gets the host's "page not found".
  await page.goto('./nope/page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
  await context.setOffline(false);
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page does not exist');
  expect(new URL(page.url()).pathname).toBe('/nope/page');
}

for (const [language, locale, homeHeading, legalPages] of [
  [
    'English',
    'en-GB',
    /Succeed from Seconde to Terminale/,
    [
      ['privacy-policy/', 'Privacy Policy'],
      ['terms-of-use/', 'Terms of Use'],
    ],
  ],
  [
    'French',
    'fr-FR',
    /Réussis de la Seconde à la Terminale/,
    [
      ['fr/privacy-policy/', 'Politique de confidentialité'],
      ['fr/terms-of-use/', 'Conditions d’utilisation'],
    ],
  ],
] as const) {
  test.describe(`offline in ${language}`, () => {
    test.use({ locale });

    // One online visit for every check of this language: a first visit and a worker's install
    // are most of what each check would cost on its own.
    test('after one visit, every route reloads with the network off, and the static legal pages in its language open', async ({
      page,
      context,
    }) => {
      const problems = collectProblems(page);
      await openRoute(page, '/');
      await waitForServiceWorker(page);
      // A laptop's screen keeps the presenter's deck once idle, whatever page it visited (R5-04).
      await waitForKeptFiles(page, PRESENTER_FILES);
      await context.setOffline(true);
      for (const route of ROUTES) {
        await test.step(`${route} reloads with the network off`, async () => {
          await reloadOffline(page, route);
          await expect(page.locator('html')).toHaveAttribute('lang', locale.slice(0, 2));
          if (route === '/') {
            await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeHeading);
          }
          expect(problems).toEqual([]);
        });
      }
      // The visit is to `/`: site.conf serves a French browser the French page there.
      await test.step('the static legal pages in its language open offline', async () => {
        for (const [path, title] of legalPages) {
          await page.goto(`./${path}`);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        }
      });
      await test.step("a presenter's deck opens offline, and L switches its language", async () => {
        await page.goto('./?present=1#/');
        const slide = page.getByRole('dialog').getByRole('heading', { level: 2 });
        await expect(slide).toHaveText(homeHeading);
        // The deck takes focus in the effect that starts listening to its keys.
        await expect(page.getByRole('dialog')).toBeFocused();
        await page.keyboard.press('PageDown');
        await page.keyboard.press('l');
        await expect(slide).toHaveText(locale === 'fr-FR' ? 'Workspace' : 'Espace de travail');
        await expect(page.locator('.present-art')).toHaveJSProperty('complete', true);
        expect(
          await page
            .locator('.present-art')
            .evaluate((image: HTMLImageElement) => image.naturalWidth),
        ).toBeGreaterThan(0);
      });
    });
  });
}

// One online visit for two checks of the page it leaves offline.
test('after one visit, offline: an outbound link opens its QR code for the audience’s phones, and an address this device has not kept gets the site’s offline page', async ({
  page,
  context,
}) => {
  const problems = collectProblems(page);
  await visitOnceThenGoOffline(page, context);
  await test.step('an outbound link offline opens its QR code for the audience’s phones, saying why', () =>
    outboundLinkOffline(page, context, problems));
  // Last: it goes online again.
  await test.step('offline, an address this device has not kept (the French page, typed) gets the site’s offline page', () =>
    addressNotKept(page, context));
});

// The worker precaches an English visitor's language only: French, once read online, is kept.
test('French read once online works offline too', async ({ page, context }) => {
  const problems = collectProblems(page);
  await openRoute(page, '/console');
  await waitForServiceWorker(page);
  await chooseLanguage(page, 'Français', false);
  await chooseLanguage(page, 'English', false);
  await context.setOffline(true);
  // A new page: the French copy is no longer in the app's memory, only in the worker's cache.
  await page.goto('about:blank');
  await page.goto('./#/console');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await chooseLanguage(page, 'Français', false);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(problems).toEqual([]);
});

// Review R5-01: with the site's storage full (a phone with a nearly full disk), a refused
// cache write failed the worker's whole answer: online, `fr/` read "Tu es hors ligne".
test('with the site’s storage full, online, a page the worker cannot keep still comes from the network', async ({
  page,
}) => {
  await openRoute(page, '/');
  await waitForServiceWorker(page);
  // Chromium's quota for the site, set to what it holds now: every further write is refused.
  const origin = new URL(page.url()).origin;
  const usage = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: usage });
  expect(
    await page.evaluate(async () =>
      (await caches.open('lyceo-quota-probe')).put('probe', new Response('x'.repeat(4096))).then(
        () => 'kept',
        (error: unknown) => (error instanceof DOMException ? error.name : String(error)),
      ),
    ),
  ).toBe('QuotaExceededError');
  await page.goto('./fr/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /Réussis de la Seconde à la Terminale/,
  );
});

// Review R4-02: an English browser that switched to French in the running app was sent to
// `fr/` by the boot script on every later visit, a page the worker had never kept: offline,
// every visit ended on "Tu es hors ligne", whose home link led back to it.
test('an English browser that chose French in the app opens the site offline, in French', async ({
  page,
  context,
}) => {
  await openRoute(page, '/');
  await waitForServiceWorker(page);
  await chooseLanguage(page, 'Français', false);
  // The app told the worker, which keeps the French page now, while online.
  await expect.poll(() => keptPageLanguage(page, 'fr/'), { timeout: 30_000 }).toBe('fr');
  await context.setOffline(true);
  await page.goto('about:blank');
  await page.goto('./');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /Réussis de la Seconde à la Terminale/,
  );
  expect(new URL(page.url()).pathname).toBe('/fr/');
});

test('offline, French not kept yet: the switch says so, the page stays in English, nothing reloads', async ({
  page,
  context,
}) => {
  // A phone's screen: a laptop's keeps every language with the presenter's deck once idle.
  await page.setViewportSize({ width: 375, height: 740 });
  const problems = collectProblems(page);
  await visitOnceThenGoOffline(page, context);
  await page.getByRole('link', { name: 'Français' }).click();
  await expect(
    page.getByText(
      'This language (Français) could not load: it is not saved on this device yet. Try again once you are online.',
    ),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Succeed from Seconde/);
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByText('This language (Français)')).toHaveCount(0);
  // Not remembered: the next visit is in English, from the worker's cache.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Succeed from Seconde/);
  // The French copy's request fails (offline, not kept), and Chromium logs that load: nothing else.
  const frenchCopy = (problem: string): boolean => /site-[\w-]+\.js/.test(problem);
  expect(problems.some(frenchCopy)).toBe(true);
  const chromiumsLine = 'console: Failed to load resource: net::ERR_FAILED';
  expect(problems.filter((problem) => !frenchCopy(problem) && problem !== chromiumsLine)).toEqual(
    [],
  );
});

test('offline, a page this device has not kept (the poster) says so in words, with Try again', async ({
  page,
  context,
}) => {
  await visitOnceThenGoOffline(page, context);
  await page.goto('./#/poster');
  await expect(page.getByText('This page could not load')).toBeVisible();
  await expect(
    page.getByText('It is not saved on this device yet. Try again once you are online.'),
  ).toBeVisible();
  await expect(page.getByText(/dynamically imported module|Unable to preload/)).toHaveCount(0);
  await expect(page).toHaveTitle(/^Page unavailable · /);
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});

// Review of 2026-11-26: the kiosk layer and the hero's QR failed together, and the kiosk
// started over about 90 times a second, for ever.
test('a kiosk started offline before it kept its code tells staff once, and does not loop', async ({
  page,
  context,
}) => {
  const layerFailures: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('Kiosk layer failed')) layerFailures.push(message.text());
  });
  await visitOnceThenGoOffline(page, context);
  // The hero's QR chunk fails too, and React reports it where a boundary catches it: the loop began there.
  const qrFailed = page.waitForEvent('console', (message) =>
    /dynamically imported module: \S+\/StoreQr-/.test(message.text()),
  );
  await page.goto('./?kiosk=1');
  await expect(page.getByRole('alert')).toContainText('could not start on this kiosk');
  await qrFailed;
  await page.evaluate(async () => {
    for (let frame = 0; frame < 10; frame += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
  // The first try and three recoveries, then the boundary gives up until the reload.
  expect(layerFailures).toHaveLength(4);
  // The page itself, under the kiosk's splash, not the error view.
  await expect(page.locator('h1')).toHaveText(/Succeed from Seconde/);
});

// One first start for two of the kiosk's offline checks.
test('a kiosk after its first start, offline: its manifest keeps its idle delay, and it opens with its QR codes', async ({
  page,
  context,
}) => {
  const problems = collectProblems(page);
  await visitOnceThenGoOffline(page, context, '?kiosk=1');
  await test.step("the kiosk's manifest answers offline, keeping the kiosk's idle delay", async () => {
    const manifest = await page.evaluate(async () => {
      const response = await fetch('./kiosk.webmanifest?idle=120');
      return (await response.json()) as { display?: string; start_url?: string };
    });
    expect(manifest).toMatchObject({ display: 'fullscreen', start_url: './?kiosk=1&idle=120#/' });
  });
  await test.step('it opens offline, and its QR codes still show', async () => {
    await reloadOffline(page, '/', '?kiosk=1');
    await expect(page.locator('html')).toHaveClass(/kiosk/);
    await dismissAttract(page);
    // The hero's permanent code: the short address the host sends to the store (k/h/…).
    await expect(
      page.getByRole('img', { name: /QR code for https:\/\/lyceo\.cm\/k\/h/ }),
    ).toBeVisible();
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: /Chat on WhatsApp/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Scan to chat with us on WhatsApp' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img', { name: /QR code for https:\/\/wa\.me\// })).toBeVisible();
    expect(problems).toEqual([]);
  });
});

// A build with a staff PIN serves tablet kiosks: its staff view is cached at
// the kiosk's first start too, for the end of a fair day with no network.
test("a browser kiosk's staff view opens offline, counts and all", async ({ page, context }) => {
  const problems = collectProblems(page);
  await visitOnceThenGoOffline(page, context, '?kiosk=1');
  await reloadOffline(page, '/', '?kiosk=1');
  const attract = await waitForAttract(page);
  await touchLogo(page, attract.locator('.attract-brand'));
  const pad = await staffPad(page);
  await page.mouse.up();
  const view = await unlockStaffView(page, pad);
  await expect(view.getByRole('region', { name: /^Hour by hour/ })).toBeVisible();
  expect(problems).toEqual([]);
});
