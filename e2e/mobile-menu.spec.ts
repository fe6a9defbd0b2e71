import { expect, test } from './fixtures';
import { openRoute, PHONE_ONLY, skipSplash, websiteStoreLink } from './helpers';

test.describe('mobile menu at 375 px', PHONE_ONLY, () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens and closes with the toggle and on Escape, the store button beside it', async ({
    page,
  }) => {
    await openRoute(page, '/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = page.locator('#main-menu');
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    // The store stays one tap away in the top bar, the menu open or not (issue 54, point 3).
    await expect(
      page.locator('.site-navbar').getByRole('link', { name: /^Lyceo on Google Play/ }),
    ).toBeVisible();
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

  test('a tap beside the open menu closes it; the button shows a close icon and says so while open', async ({
    page,
  }) => {
    await openRoute(page, '/');
    const menu = page.locator('#main-menu');
    const icon = page.locator('.navbar-toggler-icon');
    const menuIcon = await icon.evaluate((element) => getComputedStyle(element).backgroundImage);
    await page.getByRole('button', { name: 'Menu', exact: true }).tap();
    await expect(menu).toBeVisible();
    const closeButton = page.getByRole('button', { name: 'Close the menu', exact: true });
    await expect(closeButton).toHaveAttribute('aria-expanded', 'true');
    expect(await icon.evaluate((element) => getComputedStyle(element).backgroundImage)).not.toBe(
      menuIcon,
    );
    // Below the open menu, on the page.
    await page.touchscreen.tap(187, 700);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
  });

  test('closes when the page scrolls and when the visitor goes back', async ({ page }) => {
    await openRoute(page, '/privacy-policy');
    const menu = page.locator('#main-menu');
    const toggle = page.locator('.navbar-toggler');
    await toggle.click();
    await expect(menu).toBeVisible();
    await page.mouse.wheel(0, 600);
    await expect(menu).toBeHidden();

    await page.getByRole('link', { name: 'Document Console' }).first().click();
    await expect(page).toHaveURL(/#\/console$/);
    await toggle.click();
    await expect(menu).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/#\/privacy-policy$/);
    await expect(menu).toBeHidden();
  });

  test('the brand and the button do not move when the menu opens', async ({ page }) => {
    await openRoute(page, '/');
    const brand = page.locator('.navbar-brand');
    const toggle = page.locator('.navbar-toggler');
    const before = [await brand.boundingBox(), await toggle.boundingBox()];
    await toggle.click();
    await expect(page.locator('#main-menu')).toHaveClass(/(^|\s)show(\s|$)/);
    await expect(page.locator('#main-menu')).not.toHaveClass(/collapsing/);
    expect([await brand.boundingBox(), await toggle.boundingBox()]).toEqual(before);
  });

  // The first screen's bar and the specification's menu, in each language at one width.
  for (const [width, height, path, download] of [
    [320, 568, './fr/#/', 'Télécharger l’appli'],
    [375, 667, './#/', 'Download App'],
  ] as const) {
    test(`${path} at ${width} x ${height}: EN | FR in the top bar, 44 x 44 px, beside the brand's name; the offer and the store button on the first screen; the open menu's ${download}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await skipSplash(page, path);
      await expect(page.locator('#main-menu')).toBeHidden();
      for (const name of ['English', 'Français']) {
        const link = page.getByRole('link', { name });
        await expect(link).toBeVisible();
        const box = await link.boundingBox();
        expect(box?.width).toBeGreaterThanOrEqual(44);
        expect(box?.height).toBeGreaterThanOrEqual(44);
      }
      // The first screen names the brand (the word stays in the bar) and holds the store
      // button, the free line and the monthly price (issue 60, point 3).
      const brand = page.locator('.navbar-brand').getByText('Lyceo', { exact: true });
      expect((await brand.boundingBox())?.width).toBeGreaterThan(40);
      const hero = page.locator('#home');
      for (const shown of [
        hero.getByRole('link', { name: /Google Play/ }),
        hero.locator('.hero-free').first(),
        hero.getByText(/650\u00a0FCFA/),
      ]) {
        await expect(shown).toBeInViewport({ ratio: 1 });
      }
      // The specification's menu holds a Download App button, on screen when open (issue 60, point 1).
      await page.locator('.navbar-toggler').click();
      const button = page.locator('#main-menu').getByRole('link', { name: download });
      await expect(button).toBeInViewport({ ratio: 1 });
      await expect(button).toHaveAttribute('href', websiteStoreLink('menu'));
    });
  }
});
