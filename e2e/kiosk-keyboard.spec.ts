import { expect, test, type Page } from './fixtures';
import { axeViolations, dismissAttract, skipSplash } from './helpers';

// A touch-only kiosk: a touch screen at 1280 × 800 and no keyboard typed on.
test.use({ hasTouch: true, viewport: { width: 1280, height: 800 } });

const rowTitles = (page: Page) => page.locator('tbody tr th');
const keyboard = (page: Page, name: string) => page.getByRole('region', { name });

async function openKioskConsole(page: Page, folder = ''): Promise<void> {
  await skipSplash(page, `./${folder}?kiosk=1&idle=15#/console`, new Date(2025, 2, 14, 10, 0, 0));
  await dismissAttract(page);
}

test('type "math" on the on-screen keyboard: one row; keys are named buttons, 44 px at least; axe clean', async ({
  page,
}) => {
  await openKioskConsole(page);
  const search = page.getByRole('searchbox', { name: 'Search by title' });
  await search.tap();
  const region = keyboard(page, 'On-screen keyboard');
  await expect(region).toBeVisible();
  for (const letter of 'math')
    await region.getByRole('button', { name: letter, exact: true }).tap();
  await expect(search).toHaveValue('math');
  await expect(rowTitles(page)).toHaveText(['Mathématiques – Baccalauréat C, sujet et corrigé']);
  await region.getByRole('button', { name: 'Backspace' }).tap();
  await expect(search).toHaveValue('mat');
  // QWERTY, and every key a button of 44 × 44 px or more.
  const first = await region.locator('.hg-row').nth(1).getByRole('button').allTextContents();
  expect(first.join('')).toBe('qwertyuiop');
  for (const box of await region
    .getByRole('button')
    .evaluateAll((keys) =>
      keys
        .map((key) => key.getBoundingClientRect())
        .map(({ width, height }) => ({ width, height })),
    )) {
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('keyboard-1280.png') });
  await region.getByRole('button', { name: 'Done' }).tap();
  await expect(region).toHaveCount(0);
  // Touched again, it comes back; a touch outside closes it.
  await search.tap();
  await expect(region).toBeVisible();
  await page.getByRole('heading', { level: 1 }).tap();
  await expect(region).toHaveCount(0);
});

test('French shows AZERTY with accents on a second layer', async ({ page }) => {
  await openKioskConsole(page, 'fr/');
  await page.getByRole('searchbox').tap();
  const region = keyboard(page, 'Clavier à l’écran');
  await expect(region).toBeVisible();
  const first = await region.locator('.hg-row').nth(1).getByRole('button').allTextContents();
  expect(first.join('')).toBe('azertyuiop');
  await region.getByRole('button', { name: 'Lettres accentuées' }).tap();
  for (const accented of ['é', 'è', 'à', 'ç']) {
    await expect(region.getByRole('button', { name: accented, exact: true })).toBeVisible();
  }
  await region.getByRole('button', { name: 'é', exact: true }).tap();
  await expect(page.getByRole('searchbox')).toHaveValue('é');
});

test('the idle reset hides the keyboard and clears the field; a physical key closes it for the visit', async ({
  page,
}) => {
  await openKioskConsole(page);
  const search = page.getByRole('searchbox', { name: 'Search by title' });
  await search.tap();
  const region = keyboard(page, 'On-screen keyboard');
  for (const letter of 'bac') await region.getByRole('button', { name: letter, exact: true }).tap();
  await expect(search).toHaveValue('bac');
  await page.clock.runFor(15_000);
  await expect(page.getByText('Still there?')).toBeVisible();
  await page.clock.runFor(10_000);
  await expect(region).toHaveCount(0);
  await expect(page).toHaveURL(/#\/$/);
  await dismissAttract(page);
  await page.evaluate(() => {
    location.hash = '#/console';
  });
  await expect(search).toHaveValue('');
  // The next visitor has a keyboard attached: a key press closes ours, and a touch does not bring it back.
  await search.tap();
  await expect(region).toBeVisible();
  await page.keyboard.press('x');
  await expect(region).toHaveCount(0);
  await search.tap();
  await expect(region).toHaveCount(0);
});
