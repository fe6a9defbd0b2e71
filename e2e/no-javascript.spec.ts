import { type Browser, expect, type Page, test, type ViewportSize } from '@playwright/test';
import { axeViolations } from './helpers';

/** The store link of a note, naming where it sits (utm_content) in Play's referrer. */
const store = (placement: string): string =>
  `https://play.google.com/store/apps/details?id=cm.lyceo.app&referrer=utm_source%3Dwebsite%26utm_medium%3Dlink%26utm_content%3D${placement}`;
const ENTRY = /\/assets\/index-[\w-]+\.js$/;

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
 * browser without JavaScript parses (the splash-hiding style applies, the note
 * is markup), served at the same URL so the stylesheet and CSP apply as well.
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

test.describe('with JavaScript turned off (Opera Mini extreme mode)', () => {
  test.use({ javaScriptEnabled: false });

  test('the splash stays hidden and the note says what the app is, with working links', async ({
    page,
    browser,
    baseURL,
    viewport,
  }) => {
    const errors = consoleErrors(page);
    await page.goto('./');
    await expect(page.locator('#splash')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Lyceo' })).toBeVisible();

    const english = page.locator('section[lang="en"]');
    await expect(english.getByText(/study companion of Cameroonian lycée students/)).toBeVisible();
    await expect(english.getByText(/needs JavaScript/)).toBeVisible();
    const storeLink = english.getByRole('link', { name: 'Get it on Google Play' });
    await expect(storeLink).toHaveAttribute('href', store('no-javascript'));
    // Nothing covers the note: the link would not receive the click.
    await storeLink.click({ trial: true });
    await expect(english.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/237650000000\?text=Hello%20Lyceo!/,
    );
    await expect(english.getByRole('link', { name: 'Email contact@lyceo.cm' })).toHaveAttribute(
      'href',
      'mailto:contact@lyceo.cm',
    );
    const french = page.locator('section[lang="fr"]');
    await expect(french.getByRole('link', { name: 'Disponible sur Google Play' })).toHaveAttribute(
      'href',
      store('no-javascript'),
    );
    await expect(
      french.getByRole('link', { name: 'Politique de confidentialité' }),
    ).toHaveAttribute('href', './fr/privacy-policy/');

    expect(await axeViolationsWithoutScripts(browser, baseURL ?? '', viewport)).toEqual([]);
    expect(errors).toEqual([]);

    await english.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText('Last updated December 13, 2024')).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('when the app cannot start', () => {
  test('a failed entry script gives way to Retry and the store link; Retry loads the app', async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    await page.route(ENTRY, (route) => route.abort('connectionreset'));
    await page.goto('./');
    const splash = page.locator('#splash');
    await expect(
      splash.getByText('Lyceo could not start. Check your connection and try again.'),
    ).toBeVisible();
    await expect(splash.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
      'href',
      store('failed-start'),
    );
    expect(await axeViolations(page)).toEqual([]);

    await page.unroute(ENTRY);
    await splash.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('#splash')).toHaveCount(0, { timeout: 10_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Only the aborted request itself is reported, never the CSP.
    expect(errors.filter((error) => /Content Security Policy/i.test(error))).toEqual([]);
  });

  test('an app that has not started 10 s after navigation gets the same message', async ({
    page,
  }) => {
    await page.clock.install();
    // The entry's request never answers: the page waits forever for it.
    await page.route(ENTRY, () => undefined);
    const boot = page.waitForResponse(/\/assets\/boot-[\w-]+\.js$/);
    await page.goto('./', { waitUntil: 'commit' });
    await boot;
    const splash = page.locator('#splash');
    await page.clock.runFor(9_000);
    await expect(splash).toHaveText('Loading...');
    await page.clock.runFor(1_000);
    await expect(splash.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(splash.getByRole('link', { name: 'Get it on Google Play' })).toBeVisible();
  });
});
