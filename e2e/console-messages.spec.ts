import { expect, test } from '@playwright/test';
import { ROUTES, skipSplash, watchConsole } from './helpers';

// A deep link to any route, on the website and at a kiosk, logs nothing: no
// warning (react-router's missing HydrateFallback was one), no error. With its
// service worker registered for real: what registering logs is watched too.
test.use({ serviceWorkers: 'allow' });
const MODES = [
  ['website', ''],
  ['kiosk', '?kiosk=1'],
] as const;

for (const [mode, query] of MODES) {
  for (const route of ROUTES) {
    test(`${route} (${mode}) logs no console warning or error`, async ({ page }) => {
      const problems = watchConsole(page);
      await skipSplash(page, `./${query}#${route}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      if (mode === 'kiosk') await expect(page.locator('html')).toHaveClass(/kiosk/);
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });
  }
}

// A malformed hash (a broken percent sign, typed or shared) reaches the
// not-found view like any unknown route: no router warning on the way.
const MALFORMED = ['#/%', '#/%E0%A4%A', '#/console/%zz'] as const;

for (const hash of MALFORMED) {
  test(`${hash} shows the not-found view and logs nothing`, async ({ page }) => {
    const problems = watchConsole(page);
    await page.clock.install();
    await page.goto(`./${hash}`);
    await page.clock.runFor(2_100);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Unexpected Application Error!',
    );
    await expect(page.getByText('404 Not Found')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
}

test('a malformed hash typed into a running page shows the not-found view and logs nothing', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await skipSplash(page, './#/');
  await page.evaluate(() => {
    window.location.hash = '#/%';
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unexpected Application Error!');
  expect(problems).toEqual([]);
});
