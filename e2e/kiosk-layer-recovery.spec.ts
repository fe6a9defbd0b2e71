import { expect, type Page, test } from '@playwright/test';
import { installPausedClock } from './helpers';

const KIOSK_NOTICE =
  'Lyceo could not start on this kiosk. It tries again by itself. Staff: check the network connection, or restart the kiosk.';

/** Moves the paused clock on, five seconds at a time, until `done`. */
async function runUntil(page: Page, done: () => Promise<boolean>): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(5_000);
        return done();
      },
      { timeout: 120_000, intervals: [250] },
    )
    .toBe(true);
}

// A first start, a guest profile, storage cleared: no service worker holds the layer yet.
test.use({ serviceWorkers: 'block' });

// Finding 1 of issue 38: the kiosk's own lazy layer (attract screen, idle reset) failed to
// load with the app already started, and the kiosk stayed on "Loading..." for good.
for (const [kind, file] of [
  ['script', /\/assets\/KioskLayer-[\w-]+\.js$/],
  ['style sheet', /\/assets\/KioskLayer-[\w-]+\.css$/],
] as const) {
  test(`a kiosk whose layer's ${kind} will not load tells staff, reloads by itself and ends on its attract screen`, async ({
    page,
  }) => {
    await installPausedClock(page, new Date(2025, 2, 14, 10, 0, 0));
    let refusing = true;
    await page.route(file, (route) =>
      refusing ? route.abort('connectionreset') : route.continue(),
    );
    let pages = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest()) pages += 1;
    });
    await page.goto('./?kiosk=1&idle=60#/');
    await expect(page.locator('html')).toHaveAttribute('data-app-started', '');

    // Three pages in all (the first and two reloads), each of which could not load the layer.
    await runUntil(page, () => Promise.resolve(pages >= 3));
    // React gives the lazy layer's failure to the kiosk's boundary on its own timers: time runs on.
    const notice = page.locator('#boot-notice').getByText(KIOSK_NOTICE);
    await runUntil(page, () => notice.isVisible());
    await expect(page.locator('#splash')).toBeVisible();

    // The network is back: the next reload brings the attract screen, and the notice goes.
    refusing = false;
    await runUntil(page, () => page.locator('.attract').isVisible());
    await expect(page.locator('#boot-notice')).toHaveCount(0);
    await expect(page.locator('#splash')).toHaveCount(0);
  });
}
