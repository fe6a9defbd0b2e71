import { expect, test } from '@playwright/test';
import { chooseLanguage, openRoute } from './helpers';
import { keptPageLanguage, waitForServiceWorker } from './serviceWorker';

/**
 * The site root once a worker keeps its page: site.conf served a French
 * browser the French page at `/`, and the worker keeps that page for `/`. A
 * language link from the script-free page not found (`/?lang=en`) must still
 * open English, and from then on the root is English here, offline too.
 */
test.use({ locale: 'fr-FR' });

test('a French browser whose worker keeps the French root gets English from EN on the page not found, and keeps it', async ({
  page,
  context,
}) => {
  await openRoute(page, '/');
  await waitForServiceWorker(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  expect((await page.goto('./no/such/page'))?.status()).toBe(404);
  const named = page.waitForResponse(
    (response) =>
      response.request().isNavigationRequest() && new URL(response.url()).search === '?lang=en',
  );
  await page.getByRole('link', { name: 'English' }).click();
  const response = await named;
  expect(response.fromServiceWorker()).toBe(true);
  expect(await response.text()).toContain('<html lang="en"');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Succeed from Seconde/);

  // The worker now keeps the English page for the root.
  await context.setOffline(true);
  await page.goto('about:blank');
  await page.goto('./');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

// Review R4-03: the visitor chose English in the running app (the `lang` cookie says so, and
// nginx alone answers English at `/`), yet every later visit got the French page the worker
// kept for the root, English only once the app ran (a click on a fast link; never on 2G).
test('a French browser that chose English in the app gets English at the root from the worker, offline too', async ({
  page,
  context,
}) => {
  await openRoute(page, '/');
  await waitForServiceWorker(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await chooseLanguage(page, 'English', false);

  // The app told the worker, which asked the network for the root in English (as nginx
  // answers the cookie) and keeps that for it; the French page moves to fr/.
  await expect.poll(() => keptPageLanguage(page, ''), { timeout: 30_000 }).toBe('en');
  expect(await keptPageLanguage(page, 'fr/')).toBe('fr');
  // The next visit's first answer is English.
  await page.goto('about:blank');
  const response = await page.goto('./');
  expect(response?.fromServiceWorker()).toBe(true);
  expect(await response?.text()).toContain('<html lang="en"');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Succeed from Seconde/);

  await context.setOffline(true);
  await page.goto('about:blank');
  await page.goto('./');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
