import { expect, type Page, test } from './fixtures';
import {
  openLandingWithEntryHeldBack,
  PHONE_ONLY,
  startApp,
  watchConsole,
  websiteStoreLink,
} from './helpers';

/**
 * A tap on the open menu's Pricing: the section's heading is then in full below
 * the top bar and whatever is left of the menu (issue 60, point 2).
 */
async function expectPricingHeadingInFull(page: Page): Promise<void> {
  await page.locator('#main-menu').getByRole('link', { name: 'Pricing' }).tap();
  await expect(page).toHaveURL(/#pricing$/);
  const heading = page.getByRole('heading', { level: 2, name: 'Simple pricing' });
  const menu = page.locator('#main-menu');
  const covering = (await menu.isVisible()) ? menu : page.locator('.site-navbar');
  const screenHeight = page.viewportSize()?.height ?? 0;
  // Boxes, not toBeInViewport: its IntersectionObserver reports nothing with JavaScript off.
  // Polled until the scroll has ended.
  await expect
    .poll(async () => {
      const [box, cover] = await Promise.all([heading.boundingBox(), covering.boundingBox()]);
      if (!box || !cover) return 'not laid out';
      if (box.y < cover.y + cover.height)
        return `under the bar or menu (${box.y} < ${cover.y + cover.height})`;
      return box.y + box.height <= screenHeight ? 'in full' : `below the screen (${box.y})`;
    })
    .toBe('in full');
}

/**
 * The phone menu of the prerendered page works before the app does: while the
 * app's code is still on its way (a checkbox switch and its label), and with
 * JavaScript off (links to a fixed target instead: app/MenuSwitch.tsx). React
 * then swaps in its menu button without a hydration mismatch. Phone only:
 * above the lg breakpoint the menu is always shown and there is no toggle.
 */

/** What the visitor sees and taps as the menu's toggle, whatever element it is. */
const shownToggle = (page: Page) =>
  page.locator('.navbar-toggler, .menu-link-toggler').locator('visible=true');

/** How the open menu's toggle says so: the switch ticked, or (JavaScript off) a close link. */
type OpenState = 'switch ticked' | 'close link';

async function expectMenuOpensAndCloses(page: Page, open: OpenState): Promise<void> {
  const menu = page.locator('#main-menu');
  const toggle = shownToggle(page);
  await expect(menu).toBeHidden();
  await toggle.tap();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('list', { name: 'Main' }).getByRole('link')).toHaveText([
    'Home',
    'Features',
    'Pricing',
    'FAQ',
  ]);
  // The specification's menu holds a Download App button of its own placement (issue 60)...
  const download = menu.getByRole('link', { name: /^Download App/ });
  await expect(download).toBeVisible();
  await expect(download).toHaveAttribute('href', websiteStoreLink('menu'));
  // ...and the store stays one tap away in the top bar, beside the menu (issue 54, point 3).
  await expect(
    page.locator('.site-navbar').getByRole('link', { name: /^Lyceo on Google Play/ }),
  ).toBeVisible();
  // The toggle is named, and says whether the menu is open.
  if (open === 'switch ticked')
    await expect(page.getByRole('checkbox', { name: 'Menu' })).toBeChecked();
  else await expect(toggle).toHaveAccessibleName('Close the menu');
  await toggle.tap();
  await expect(menu).toBeHidden();
}

test.describe('the phone menu before the app runs', PHONE_ONLY, () => {
  test.describe('with JavaScript turned off', () => {
    test.use({ javaScriptEnabled: false });

    test('opens on a tap of the toggle, shows the entries beside the store button, and closes', async ({
      page,
    }) => {
      await page.goto('./');
      await expect(page.locator('#splash')).toBeHidden();
      await expectMenuOpensAndCloses(page, 'close link');
      // Opening and folding the menu scrolled nothing (its target is fixed, the fold's names no element).
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });

    test('closes on a tap beside the open menu, and its toggle shows a close icon while open', async ({
      page,
    }) => {
      await page.goto('./');
      const menu = page.locator('#main-menu');
      const icon = () => shownToggle(page).locator('.navbar-toggler-icon');
      const menuIcon = await icon().evaluate(
        (element) => getComputedStyle(element).backgroundImage,
      );
      await shownToggle(page).tap();
      await expect(menu).toBeVisible();
      expect(
        await icon().evaluate((element) => getComputedStyle(element).backgroundImage),
      ).not.toBe(menuIcon);
      await page.touchscreen.tap(187, 700);
      await expect(menu).toBeHidden();
      await expect(shownToggle(page)).toHaveAccessibleName('Menu');
    });

    test('a tap on an entry folds the menu and shows its section’s heading in full', async ({
      page,
    }) => {
      await page.goto('./');
      await shownToggle(page).tap();
      await expectPricingHeadingInFull(page);
      await expect(page.locator('#main-menu')).toBeHidden();
    });
  });

  test.describe(() => {
    // Its registration is part of what this test watches: Playwright's stand-in for a blocked
    // register() answers nothing, which the app reports as a warning.
    test.use({ serviceWorkers: 'allow' });

    test('opens and closes with the app held back, then the app takes it over without a warning', async ({
      page,
    }) => {
      const problems = watchConsole(page);
      const entry = await openLandingWithEntryHeldBack(page);
      await expectMenuOpensAndCloses(page, 'switch ticked');
      // A tap on an entry folds the menu up (the boot script) and the heading shows in full.
      await shownToggle(page).tap();
      await expectPricingHeadingInFull(page);
      await expect(page.locator('#main-menu')).toBeHidden();
      await expect(page.getByRole('checkbox', { name: 'Menu' })).not.toBeChecked();

      // Left open when the app arrives: it stays open, now behind the app's menu button.
      await shownToggle(page).tap();
      const menu = page.locator('#main-menu');
      await expect(menu).toBeVisible();
      // A keyboard visitor's focus on the switch moves to the button that replaces it.
      await page.getByRole('checkbox', { name: 'Menu' }).focus();
      // Whether the app folds the open menu up to open it again (the collapse transition).
      await page.evaluate(() => {
        const shown = document.getElementById('main-menu') as HTMLElement;
        const seen: string[] = [];
        new MutationObserver(() => {
          if (shown.classList.contains('collapsing')) seen.push('collapsing');
        }).observe(shown, { attributes: true });
        (window as unknown as { menuSeen: string[] }).menuSeen = seen;
      });
      entry.release();
      await startApp(page);
      const toggle = page.getByRole('button', { name: 'Menu' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('checkbox')).toHaveCount(0);
      await expect(menu).toBeVisible();
      await expect(menu).toHaveClass(/(^|\s)show(\s|$)/);
      expect(
        await page.evaluate(() => (window as unknown as { menuSeen: string[] }).menuSeen),
      ).toEqual([]);
      await expect(toggle).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toBeFocused();
      await toggle.click();
      await expect(menu).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await toggle.click();
      await expect(menu).toBeHidden();
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });
  });
});
