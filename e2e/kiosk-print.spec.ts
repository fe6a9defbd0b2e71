import { expect, test, type Page } from '@playwright/test';
import { dismissAttract, startKiosk, waitForAttract } from './helpers';
import { staffPad, touchLogo, unlockStaffView } from './staff';

const DAY = '2025-03-14';
const USAGE_KEY = 'lyceo.kiosk.usage';

test.use({ reducedMotion: 'reduce' });

/** Today's visitor sessions, as the browser kiosk stored them. */
const storedSessions = (page: Page): Promise<number> =>
  page.evaluate(
    ([key, day]) => {
      const stored = JSON.parse(localStorage.getItem(key ?? '') ?? 'null') as {
        days?: Record<string, { sessions?: number }>;
      } | null;
      return stored?.days?.[day ?? '']?.sessions ?? 0;
    },
    [USAGE_KEY, DAY],
  );

/** From the attract loop: five seconds on its brand, the PIN, then "Print a poster for this event". */
async function printFromAttract(page: Page): Promise<void> {
  await touchLogo(page, (await waitForAttract(page)).locator('.attract-brand'));
  await page.clock.runFor(5_000);
  await page.mouse.up();
  const view = await unlockStaffView(page, await staffPad(page));
  await view.getByRole('button', { name: 'Print a poster for this event' }).click();
  await expect(page.getByRole('heading', { name: 'Posters and flyers for your fair' })).toBeVisible(
    { timeout: 30_000 },
  );
}

// Findings 2 and 3 of issue 38: staff printing from a kiosk at rest got the attract loop back
// over the print view (a visit counted when they touched it away), the print grant outlived
// them, and a browser's print dialog, which blocks the page's script, outlived the idle reset.
test.describe('staff printing a poster at a browser kiosk', () => {
  test('the print view stays theirs: no attract loop over it, no visit counted; the idle reset ends it and leaves nothing to the next visitor', async ({
    page,
  }) => {
    await startKiosk(page, new Date(2025, 2, 14, 10, 0, 0), '?kiosk=1&idle=15&event=salon-2026');
    await printFromAttract(page);
    await expect(page.locator('.attract')).toHaveCount(0);
    await expect(page).toHaveURL(/#\/poster\?event=salon-2026$/);

    // Staff walk away: the warning, then the reset brings the attract loop back on the home page.
    await page.clock.runFor(15_000);
    await expect(page.getByRole('dialog', { name: 'Still there?' })).toBeVisible();
    await page.clock.runFor(10_000);
    await waitForAttract(page);
    await expect(page).toHaveURL(/#\/$/);
    expect(await storedSessions(page)).toBe(0);

    // The next visitor who finds their way to the print view gets no way to print.
    await dismissAttract(page);
    await page.evaluate(() => {
      window.location.hash = '#/poster?event=salon-2026';
    });
    await expect(
      page.getByRole('heading', { name: 'Posters and flyers for your fair' }),
    ).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('.poster-actions')).toHaveCount(0);
  });

  test('never opens the browser print dialog, which would outlive the idle reset: staff take the print view to their own phone or computer by QR code', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const target = window as unknown as { printCalls: number };
      target.printCalls = 0;
      window.print = () => {
        target.printCalls += 1;
      };
    });
    await startKiosk(page, new Date(2025, 2, 14, 10, 0, 0), '?kiosk=1&idle=15&event=salon-2026');
    await printFromAttract(page);
    const actions = page.locator('.poster-actions');
    await expect(actions.getByRole('button', { name: 'Print' })).toHaveCount(0);
    await actions.getByRole('link', { name: 'Print from your phone or computer' }).click();
    const qr = page.getByRole('dialog');
    await expect(qr).toBeVisible();
    await expect(
      qr.getByRole('img', { name: 'QR code for https://lyceo.cm/#/poster?event=salon-2026' }),
    ).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { printCalls: number }).printCalls),
    ).toBe(0);
  });
});
