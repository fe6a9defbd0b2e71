import { expect, type Page, test } from './fixtures';
import { APP_ENTRY_REQUEST, installPausedClock, PHONE_ONLY, saveData } from './helpers';
import { holdBack } from './splashEnd';

/**
 * A student on Save-Data or 2G pays for every byte: the landing page works
 * without the app (FAQ disclosures, checkbox menu, language links, section
 * anchors), so it never downloads the app's 115 KB unless they go where only
 * the app can take them (lib/appEntry.ts).
 */

const APP_SCRIPT = /\/assets\/[\w-]+\.js$/;

/** Every script of the site the page requests from now on. */
function scriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (APP_SCRIPT.test(new URL(request.url()).pathname)) urls.push(request.url());
  });
  return urls;
}

test.describe('the landing page without the app', PHONE_ONLY, () => {
  test('on Save-Data the visitor reads, opens an answer and switches language, and no app code comes', async ({
    page,
  }) => {
    await saveData(page);
    const scripts = scriptRequests(page);
    await page.goto('./');
    await expect(page.locator('#splash')).toHaveCount(0);
    await page.locator('#faq').getByText('Is the app free?', { exact: true }).click();
    await expect(
      page
        .locator('#faq')
        .getByText(/Yes for Seconde \(A4, C\), every lycée class before Première/),
    ).toBeVisible();

    // The language link leads to the French page, which shows at once: the visitor just saw the site.
    await installPausedClock(page, new Date(2025, 2, 14, 10, 0, 0));
    await page.getByRole('link', { name: 'Français' }).click();
    // Its address names the language (the app, which would take it out, never runs here).
    await page.waitForURL(/\/fr\/\?lang=fr$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Réussis de la Seconde/);
    // The clock is paused: only the language link's mark can have taken the splash away.
    await expect(page.locator('#splash')).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('lyceo.locale'))).toBe('fr');

    // And back: the choice is remembered before the link is followed, so the root keeps English.
    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/') && !url.pathname.endsWith('/fr/'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Succeed from Seconde/);
    expect(scripts).toEqual([]);
    await expect(page.locator('html')).not.toHaveAttribute('data-app-requested');
  });

  test("a tap on the console link shows the console's content while the app comes, then the app's console", async ({
    page,
  }) => {
    await saveData(page);
    await page.goto('./');
    await expect(page.locator('#splash')).toHaveCount(0);
    const entry = await holdBack(page, APP_ENTRY_REQUEST);
    await page.locator('footer').getByRole('link', { name: 'Document Console' }).click();
    // The build's static view of it (lib/staticView.ts), the splash gone at once.
    await expect(page.locator('html')).toHaveAttribute('data-static-view', '/console');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Document Console');
    await expect(page.locator('#splash')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('data-app-requested', '');
    entry.release();
    await expect(page.locator('html')).not.toHaveAttribute('data-static-view');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Document Console', {
      timeout: 30_000,
    });
    await expect(page.locator('#splash')).toHaveCount(0);
    await expect(page.getByRole('searchbox')).toBeVisible();
  });

  test('a tap on the console link whose app cannot load says so, with Retry', async ({ page }) => {
    await saveData(page);
    await page.route(APP_ENTRY_REQUEST, (route) => route.abort('connectionreset'));
    await page.goto('./');
    await expect(page.locator('#splash')).toHaveCount(0);
    await page.locator('footer').getByRole('link', { name: 'Document Console' }).click();
    const notice = page.locator('#boot-notice');
    await expect(notice.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.locator('#splash')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
