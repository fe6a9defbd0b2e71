import { expect, test, type Locator, type Page } from './fixtures';
import { axeViolations, dismissAttract, skipSplash } from './helpers';

// A touch-only kiosk: a touch screen at 1280 × 800 and no keyboard typed on.
test.use({ hasTouch: true, viewport: { width: 1280, height: 800 } });

const rowTitles = (page: Page) => page.locator('tbody tr th');
const keyboard = (page: Page, name: string) => page.getByRole('region', { name });

/** The kiosk's console; `idle` long where a busy machine (axe, many taps) could outlast 15 s. */
async function openKioskConsole(page: Page, folder = '', idle = 15): Promise<void> {
  await skipSplash(
    page,
    `./${folder}?kiosk=1&idle=${idle}#/console`,
    new Date(2025, 2, 14, 10, 0, 0),
  );
  await dismissAttract(page);
}

test('type "math" on the on-screen keyboard: one row; keys are named buttons, 44 px at least; axe clean', async ({
  page,
}) => {
  await openKioskConsole(page, '', 600);
  const search = page.getByRole('searchbox', { name: 'Search by title or subject' });
  await search.tap();
  const region = keyboard(page, 'On-screen keyboard');
  await expect(region).toBeVisible();
  for (const letter of 'math')
    await region.getByRole('button', { name: letter, exact: true }).tap();
  await expect(search).toHaveValue('math');
  await expect(rowTitles(page)).toHaveText(['Mathematics – Baccalauréat C, paper and correction']);
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
  const search = page.getByRole('searchbox', { name: 'Search by title or subject' });
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

// Issue 38, finding 5: the layer switched on the press, and the click that followed landed on
// "Close keyboard", which sits where "Letters" was.
test('switching to the accents and back keeps the keyboard open', async ({ page }) => {
  await openKioskConsole(page, '', 600);
  const search = page.getByRole('searchbox', { name: 'Search by title or subject' });
  await search.tap();
  const region = keyboard(page, 'On-screen keyboard');
  await region.getByRole('button', { name: 'Accented letters' }).tap();
  await region.getByRole('button', { name: 'é', exact: true }).tap();
  await region.getByRole('button', { name: 'Letters', exact: true }).tap();
  await expect(region.getByRole('button', { name: 'q', exact: true })).toBeVisible();
  // With a mouse too (a kiosk with a touchpad or a mouse).
  await region.getByRole('button', { name: 'Accented letters' }).click();
  await region.getByRole('button', { name: 'è', exact: true }).click();
  await region.getByRole('button', { name: 'Letters', exact: true }).click();
  await expect(region.getByRole('button', { name: 'q', exact: true })).toBeVisible();
  await expect(search).toHaveValue('éè');
});

/** `inner` lies whole between the top of the viewport's free band (under the navbar) and the keyboard. */
async function expectClear(page: Page, inner: Locator, what: string): Promise<void> {
  const band = await page.evaluate(() => {
    const bar = document.querySelector('.navbar');
    const keys = document.querySelector('.on-screen-keyboard');
    const barBottom =
      bar && getComputedStyle(bar).position === 'fixed' ? bar.getBoundingClientRect().bottom : 0;
    return {
      top: Math.max(0, barBottom),
      bottom: keys?.getBoundingClientRect().top ?? innerHeight,
    };
  });
  const box = await inner.boundingBox();
  expect(box, what).not.toBeNull();
  expect(box!.y, `${what}: top under the navbar`).toBeGreaterThanOrEqual(band.top - 0.5);
  expect(box!.y + box!.height, `${what}: bottom above the keyboard`).toBeLessThanOrEqual(
    band.bottom + 0.5,
  );
}

// Issue 38, finding 4: at 800 × 480 the keyboard (306 px, fixed) covered the search field and
// every result row; at 1024 × 600 every result row.
for (const viewport of [
  { width: 800, height: 480 },
  { width: 1024, height: 600 },
]) {
  test.describe(`${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport });

    test('the keyboard covers neither the search field nor the first result, before or after typing', async ({
      page,
    }) => {
      await openKioskConsole(page, '', 600);
      const search = page.getByRole('searchbox', { name: 'Search by title or subject' });
      await search.tap();
      const region = keyboard(page, 'On-screen keyboard');
      await expect(region).toBeVisible();
      await expect(async () => {
        await expectClear(page, search, 'search field');
        await expectClear(page, rowTitles(page).first(), 'first result');
      }).toPass();
      for (const letter of 'bac')
        await region.getByRole('button', { name: letter, exact: true }).tap();
      await expect(search).toHaveValue('bac');
      await expect(async () => {
        await expectClear(page, search, 'search field');
        await expectClear(page, rowTitles(page).first(), 'first result');
      }).toPass();
      await page.screenshot({
        path: test.info().outputPath(`keyboard-${viewport.width}x${viewport.height}.png`),
      });
      // Closed, the page gives its room back.
      await region.getByRole('button', { name: 'Done' }).tap();
      await expect(region).toHaveCount(0);
      await expect
        .poll(() => page.evaluate(() => getComputedStyle(document.body).paddingBottom))
        .toBe('0px');
    });
  });
}
