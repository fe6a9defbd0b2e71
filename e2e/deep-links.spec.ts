import { expect, test } from '@playwright/test';
import { ROUTES } from './helpers';

/** Layout shifts the page has recorded so far (the Layout Instability API, buffered). */
function recordLayoutShifts(): void {
  const shifts: number[] = [];
  (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEntry[] & { value: number }[]) {
      shifts.push(entry.value);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

// A deep link to a split page whose chunk is slower than the splash: the
// layout shows around a placeholder, then the page arrives without moving
// anything already on screen.
for (const route of ROUTES.filter((path) => path !== '/')) {
  test(`a deep link to ${route} waits for its chunk without a layout shift`, async ({ page }) => {
    await page.addInitScript(recordLayoutShifts);
    let release = (): void => undefined;
    const chunkHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      /\/assets\/(ConsolePage|VideosPage|PrivacyPage|TermsPage)-[\w-]+\.js$/,
      (request) => chunkHeld.then(() => request.continue()),
    );
    await page.goto(`./#${route}`);
    await expect(page.locator('#splash')).toHaveCount(0, { timeout: 10_000 });
    await expect(page.locator('main .page-placeholder')).toHaveCount(1);
    await expect(page.locator('.site-navbar')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // Two frames: shifts are reported after the frame that made them.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(
      await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts),
    ).toEqual([]);
  });
}
