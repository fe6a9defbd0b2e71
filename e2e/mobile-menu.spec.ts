import { expect, test } from './fixtures';
import { openRoute, PHONE_ONLY } from './helpers';

test.describe('mobile menu at 375 px', PHONE_ONLY, () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens and closes with the toggle and on Escape, and holds Download App', async ({
    page,
  }) => {
    await openRoute(page, '/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = page.locator('#main-menu');
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: /Download App/ })).toBeVisible();
    await toggle.click();
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('closes when an entry is chosen', async ({ page }) => {
    await openRoute(page, '/privacy-policy');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('list', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/#\/#faq$/);
    await expect(page.locator('#main-menu')).toBeHidden();
  });
});
