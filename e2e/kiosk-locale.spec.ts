import { expect, test } from './fixtures';
import { chooseLanguage, dismissAttract, startKiosk, waitForAttract } from './helpers';

test.use({ reducedMotion: 'reduce', locale: 'en-US' });

test('a French kiosk (fr/?kiosk=1) in an English browser is French again after each idle reset', async ({
  page,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  await startKiosk(page, new Date(2025, 2, 14, 10), 'fr/?kiosk=1&idle=15');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  for (let visit = 1; visit <= 2; visit += 1) {
    await dismissAttract(page);
    // The visitor reads in English, then leaves.
    if (phone) await page.locator('.navbar-toggler').click();
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.clock.runFor(15_000);
    await expect(page.getByRole('dialog', { name: 'Still there?' })).toBeVisible();
    await page.clock.runFor(10_000);
    await waitForAttract(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByText('Touche pour découvrir')).toBeVisible();
  }
});

// Issue 38, finding 7: a visitor's French set the `lang` cookie, so when the kiosk reloaded
// itself (a chunk failed once) the host served the French page at `/`, and the English kiosk
// stayed French for the day, idle resets included.
test("an English kiosk's page stays English after a visitor chooses French and the page reloads", async ({
  page,
  context,
}, testInfo) => {
  await startKiosk(page, new Date(2025, 2, 14, 10), '?kiosk=1&idle=15');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await dismissAttract(page);
  await chooseLanguage(page, 'Français', testInfo.project.name === 'phone');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // The visitor's choice is theirs for the visit only: nothing a reload or the host reads.
  expect((await context.cookies()).map(({ name }) => name)).not.toContain('lang');
  expect(await page.evaluate(() => localStorage.getItem('lyceo.locale'))).toBeNull();
  // The visitor goes on to the console; then the kiosk reloads itself (the page's own
  // recovery, or a crash): the English kiosk again, at the home page (issue 63, point 8).
  await page.evaluate(() => void (window.location.hash = '#/console'));
  await expect(page.getByRole('heading', { level: 1, name: 'Console de documents' })).toBeVisible();
  await page.reload();
  await page.clock.runFor(2_100);
  await waitForAttract(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveURL(/\/\?kiosk=1&idle=15#\/$/);
  await expect(page.getByText('Touch to discover')).toBeVisible();
});
