import { type Browser, expect, type Page, test, type ViewportSize } from '@playwright/test';
import {
  APP_ENTRY_REQUEST,
  axeViolations,
  installPausedClock,
  LANDING_SECTIONS,
  PHONE_ONLY,
  websiteStoreLink,
} from './helpers';
import { holdBack } from './splashEnd';
import { en } from '../src/renderer/src/content/en/site';

/** Console errors, where Chromium reports CSP violations even when scripts are off. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/**
 * axe is a script, and a page with JavaScript off runs none, Playwright's
 * included. So axe checks the same DOM built another way: the page with its
 * scripts removed and its <noscript> wrappers unwrapped, which is what a
 * browser without JavaScript parses (the splash-hiding style applies),
 * served at the same URL so the stylesheet and CSP apply as well.
 */
async function axeViolationsWithoutScripts(
  browser: Browser,
  url: string,
  viewport: ViewportSize | null,
): Promise<string[]> {
  const context = await browser.newContext({ viewport, javaScriptEnabled: true });
  const page = await context.newPage();
  await page.route(url, async (route) => {
    const response = await route.fetch();
    const body = (await response.text())
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
      .replace(/<\/?noscript>/g, '');
    await route.fulfill({ response, body });
  });
  await page.goto(url);
  await expect(page.locator('#splash')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const violations = await axeViolations(page);
  await context.close();
  return violations;
}

test.describe('with JavaScript turned off (Opera Mini extreme mode)', PHONE_ONLY, () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, lang, h1, store, privacy] of [
    ['./', 'en', /Succeed from Seconde/, 'Get it on Google Play', 'Privacy Policy'],
    [
      './fr/',
      'fr',
      /Réussis de la Seconde/,
      'Disponible sur Google Play',
      'Politique de confidentialité',
    ],
  ] as const) {
    test(`${path}: the real landing page in ${lang}, every FAQ answer opens, working links`, async ({
      page,
      browser,
      baseURL,
      viewport,
    }) => {
      const errors = consoleErrors(page);
      await page.goto(path);
      await expect(page.locator('#splash')).toBeHidden();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      for (const id of LANDING_SECTIONS) await expect(page.locator(`section#${id}`)).toBeAttached();
      // Every FAQ answer opens on a click of its question (native disclosure).
      const items = page.locator('#faq .accordion-item');
      await expect(items).toHaveCount(en.landing.faq.items.length);
      for (const item of await items.all()) {
        await expect(item.locator('.accordion-body')).toBeHidden();
        await item.locator('summary').click();
        await expect(item.locator('.accordion-body')).toBeVisible();
      }
      const storeLink = page.locator('#home').getByRole('link', { name: new RegExp(store) });
      await expect(storeLink).toHaveAttribute('href', websiteStoreLink('hero'));
      // Nothing covers the page: the link would receive the tap.
      await storeLink.click({ trial: true });

      expect(
        await axeViolationsWithoutScripts(browser, `${baseURL ?? ''}${path.slice(2)}`, viewport),
      ).toEqual([]);
      expect(errors).toEqual([]);

      await page.locator('footer').getByRole('link', { name: privacy }).click();
      await expect(page).toHaveURL(/\/privacy-policy\/$/);
      await expect(page.getByRole('heading', { level: 1, name: privacy })).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
});

test.describe('with JavaScript turned off in a French browser', PHONE_ONLY, () => {
  test.use({ javaScriptEnabled: false, locale: 'fr-FR' });

  test('EN on the French page opens the English page at the root, which site.conf would serve in French', async ({
    page,
  }) => {
    await page.goto('./fr/');
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/:\d+\/\?lang=en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Succeed from Seconde/);
  });
});

test.describe('when the app cannot start', PHONE_ONLY, () => {
  test('a failed entry script leaves the page readable, with a small Retry notice; Retry loads the app', async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    await page.route(APP_ENTRY_REQUEST, (route) => route.abort('connectionreset'));
    // A deep link: the landing page itself loads the app only when needed, and says nothing if that fails.
    await page.goto('./#/console');
    const notice = page.locator('#boot-notice');
    await expect(
      notice.getByText('Lyceo could not finish loading. Check your connection and try again.'),
    ).toBeVisible();
    await expect(notice.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
      'href',
      websiteStoreLink('failed-start'),
    );
    // The page stays readable: no splash, the console's own content (its static view), and the
    // notice leaves the top bar's store link free.
    await expect(page.locator('#splash')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Document Console');
    await page
      .getByRole('banner')
      .getByRole('link', { name: /Google Play/ })
      .click({ trial: true });
    expect(await axeViolations(page)).toEqual([]);

    await page.unroute(APP_ENTRY_REQUEST);
    await notice.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-app-started', '', { timeout: 10_000 });
    await expect(page.locator('#boot-notice')).toHaveCount(0);
    // Only the aborted request itself is reported, never the CSP.
    expect(errors.filter((error) => /Content Security Policy/i.test(error))).toEqual([]);
  });

  test('a deep link whose app has not started 10 s after navigation gets the same notice', async ({
    page,
  }) => {
    // A paused fake clock: the boot script's timer and performance.now() read it, whatever the machine's load.
    await installPausedClock(page, new Date(2025, 2, 14, 10, 0, 0));
    // The entry's request never answers, nor the view's static copy (views/console.html, which
    // would end the splash at 2 s: deep-links.spec): the page waits forever for them.
    await page.route(APP_ENTRY_REQUEST, () => undefined);
    await page.route(/\/views\/console\.html$/, () => undefined);
    await page.goto('./#/console', { waitUntil: 'commit' });
    // The page is parsed past its head: the boot script has run and its timers are set.
    await expect(page.locator('footer')).toBeAttached();
    await page.clock.runFor(2_000);
    // The splash waits for the console...
    await expect(page.locator('#splash')).toBeVisible();
    await page.clock.runFor(6_000);
    await expect(page.locator('#boot-notice')).toHaveCount(0);
    await page.clock.runFor(2_000);
    // ...until the boot watch gives up on it: the readable page and the notice.
    await expect(page.locator('#splash')).toHaveCount(0);
    const notice = page.locator('#boot-notice');
    await expect(notice.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(notice.getByRole('link', { name: 'Get it on Google Play' })).toBeVisible();
  });
});

test.describe('when the app starts late or not at all', () => {
  const STARTED_LATE = new Date(2025, 2, 14, 10, 0, 0);

  test('the notice leaves as soon as a late app starts (entry 12 s late)', async ({ page }) => {
    await installPausedClock(page, STARTED_LATE);
    const entry = await holdBack(page, APP_ENTRY_REQUEST);
    await page.goto('./#/console', { waitUntil: 'commit' });
    await expect(page.locator('footer')).toBeAttached();
    await page.clock.runFor(10_000);
    const notice = page.locator('#boot-notice');
    await expect(notice.getByRole('button', { name: 'Retry' })).toBeVisible();
    await page.clock.runFor(2_000);
    entry.release();
    await expect(page.locator('html')).toHaveAttribute('data-app-started', '');
    await expect(notice).toHaveCount(0);
  });

  test('with every script blocked, the splash still goes and leaves the page readable', async ({
    page,
  }) => {
    // The boot script and the entry alike (a filter, a mistyped base path): no script runs at all.
    await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort('blockedbyclient'));
    await page.goto('./');
    await expect(page.locator('#splash')).toBeHidden({ timeout: 10_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page
      .locator('#home')
      .getByRole('link', { name: /Google Play/ })
      .click({ trial: true });
  });
});

test.describe('a kiosk whose app cannot start', () => {
  const KIOSK_NOTICE =
    'Lyceo could not start on this kiosk. It tries again by itself. Staff: check the network connection, or restart the kiosk.';

  test('keeps its splash, tells staff what to do, offers no way out, and retries by itself, waiting longer each time', async ({
    page,
  }) => {
    await installPausedClock(page, new Date(2025, 2, 14, 10, 0, 0));
    let attempts = 0;
    await page.route(APP_ENTRY_REQUEST, (route) => {
      // A start loads the entry (GET); the boot watch's check whether the host still has it is a HEAD.
      if (route.request().method() === 'GET') attempts += 1;
      return route.abort('connectionreset');
    });
    await page.goto('./?kiosk=1#/');
    const notice = page.locator('#boot-notice');
    await expect(notice.getByText(KIOSK_NOTICE)).toBeVisible();
    await expect(page.locator('#splash')).toBeVisible();
    await expect(notice.getByRole('link')).toHaveCount(0);
    // The page under the splash is out of reach: not by touch, not by the keyboard.
    await expect(page.locator('#root')).toBeHidden();
    for (let press = 0; press < 4; press += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('#root') ?? null)).toBe(
        null,
      );
    }

    // It tries again after 10 s, then after 20 s: a reload, the splash never gone.
    expect(attempts).toBe(1);
    await page.clock.runFor(9_000);
    expect(attempts).toBe(1);
    await page.clock.runFor(1_000);
    await expect.poll(() => attempts).toBe(2);
    await expect(notice.getByText(KIOSK_NOTICE)).toBeVisible();
    await expect(page.locator('#splash')).toBeVisible();
    await page.clock.runFor(19_000);
    expect(attempts).toBe(2);
    await page.clock.runFor(1_000);
    await expect.poll(() => attempts).toBe(3);
    await expect(notice.getByText(KIOSK_NOTICE)).toBeVisible();
  });

  test('that starts late drops the notice and shows its attract screen, without reloading', async ({
    page,
  }) => {
    await installPausedClock(page, new Date(2025, 2, 14, 10, 0, 0));
    const entry = await holdBack(page, APP_ENTRY_REQUEST);
    await page.goto('./?kiosk=1#/', { waitUntil: 'commit' });
    await expect(page.locator('footer')).toBeAttached();
    await page.clock.runFor(10_000);
    const notice = page.locator('#boot-notice');
    await expect(notice.getByText(KIOSK_NOTICE)).toBeVisible();
    await expect(page.locator('#splash')).toBeVisible();
    let reloads = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest()) reloads += 1;
    });

    await page.clock.runFor(2_000);
    entry.release();
    await expect(page.locator('html')).toHaveAttribute('data-app-started', '');
    await expect(notice).toHaveCount(0);
    // The kiosk's lazy layer has timers of its own: time flows again.
    await page.clock.resume();
    await expect(page.locator('.attract')).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('#splash')).toHaveCount(0);
    // Long past any retry it had planned: the kiosk was not reloaded under its visitor.
    await page.clock.runFor(60_000);
    expect(reloads).toBe(0);
  });
});
