import { expect, test } from './fixtures';
import { startApp } from './helpers';

/**
 * Nothing but the document stands between a slow phone and the first paint
 * of a language page: the boot script and the critical CSS are inline
 * (allowed by their hashes: fixtures.ts fails on any CSP violation), and the
 * stylesheet loads without blocking rendering.
 */
for (const path of ['./', './fr/']) {
  test(`${path} loads no render-blocking script or stylesheet`, async ({ page }) => {
    await page.goto(path);
    await startApp(page);
    const blocking = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter(
          (entry) =>
            (entry as PerformanceResourceTiming & { renderBlockingStatus?: string })
              .renderBlockingStatus === 'blocking',
        )
        .map((entry) => entry.name),
    );
    expect(blocking).toEqual([]);
    // The whole stylesheet still arrives and applies (the other views need it).
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.styleSheets].some((sheet) => sheet.href?.endsWith('.css')),
        ),
      )
      .toBe(true);
    await expect(page.locator('.site-navbar')).toHaveCSS('position', 'fixed');
  });
}
