import { expect, test } from './fixtures';
import { dismissAttract, startKiosk, waitForAttract } from './helpers';

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
