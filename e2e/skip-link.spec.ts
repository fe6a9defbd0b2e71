import { expect, type Page, test } from './fixtures';
import { openLandingWithEntryHeldBack, openRoute } from './helpers';

/**
 * The skip link: the first Tab's stop on every page, shown once focused,
 * above the fixed top bar; Enter takes the keyboard past the bar to the
 * page's main landmark, without touching the address (lib/skipLink.ts).
 */

/** Tab from the top of the page: the skip link, visible and not under the top bar. */
async function tabToSkipLink(page: Page): Promise<void> {
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  const onTop = await skip.evaluate((link) => {
    const box = link.getBoundingClientRect();
    return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === link;
  });
  expect(onTop).toBe(true);
}

test('before the app arrives, the skip link takes the keyboard to the page, the address kept', async ({
  page,
}) => {
  await openLandingWithEntryHeldBack(page);
  const address = page.url();
  await tabToSkipLink(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  expect(page.url()).toBe(address);
  // The entry is held back: the boot script followed the link, not the app.
  await expect(page.locator('html')).not.toHaveAttribute('data-app-started');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
});

test('on the console, the skip link leads to the search past the top bar, the route kept', async ({
  page,
}) => {
  await openRoute(page, '/console');
  await tabToSkipLink(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL(/#\/console$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Document Console');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
});
