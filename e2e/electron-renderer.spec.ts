import { expect, test } from '@playwright/test';
import { ROUTES, skipSplash } from './helpers';

// The renderer the shell loads from app://lyceo/: same files, relative assets,
// and its CSP must hold without a single violation.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
});

for (const route of ROUTES) {
  test(`${route} renders from the shell build with no CSP violation`, async ({ page }) => {
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(request.url()));
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await skipSplash(page, `./index.html#${route}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.site-navbar')).toBeVisible();
    await page.mouse.wheel(0, 10000);
    await page.waitForLoadState('networkidle');
    expect(failed).toEqual([]);
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([]);
  });
}

test('the shell build uses relative asset paths and carries the CSP', async ({ request }) => {
  const html = await (await request.get('./index.html')).text();
  expect(html).toContain('http-equiv="Content-Security-Policy"');
  expect(html).toMatch(/default-src 'self'/);
  expect(html).not.toMatch(/unsafe-eval|unsafe-inline/);
  expect(html).not.toMatch(/(src|href)="\/(?!\/)/);
});
