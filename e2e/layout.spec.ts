import { expect, test } from './fixtures';
import { axeViolations, BOTH_VIEWPORTS, installPausedClock, openRoute } from './helpers';

test('the splash reads Loading... and gives way to the app after about 2 s', async ({ page }) => {
  // A paused clock: on a busy machine the real 2 s can pass before the page is even checked.
  await installPausedClock(page, new Date(2025, 2, 14, 10, 0, 0));
  await page.goto('./');
  const splash = page.locator('#splash');
  await expect(splash).toHaveText('Loading...');
  await expect(splash).toBeVisible();
  // The page's clock may have run a little before the pause took hold in it (CI saw the
  // splash gone after 1.9 s more): the steps count from where the page's clock stands.
  const now = await page.evaluate(() => performance.now());
  await page.clock.runFor(1_900 - now);
  await expect(splash).toBeVisible();
  await page.clock.runFor(200);
  await expect(splash).toHaveCount(0);
  await expect(page.getByRole('navigation').first()).toBeVisible();
});

test('a page whose first byte comes after 2 s shows at once, its splash gone from the page', async ({
  page,
}) => {
  // A slow first byte (2G, a busy server): the boot script in <head> runs past 2000 ms,
  // before the splash below it is parsed.
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() === 'document')
      await new Promise((r) => setTimeout(r, 2_500));
    await route.continue();
  });
  await page.goto('./');
  await expect(page.locator('#splash')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an address typed into the bar opens its page at the top', async ({ page }) => {
  await openRoute(page, '/console');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  // What typing does: a fragment navigation with no history state (react-router's key "default").
  await page.evaluate(() => (window.location.hash = '#/videos'));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/video/i);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('an unknown route shows the error view with a way home', async ({ page }) => {
  await openRoute(page, '/does-not-exist');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
  ).toBeVisible();
  await expect(page.getByText('404 Not Found')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.locator('#home')).toBeVisible();
});

test(
  'from /console the Pricing entry lands on the pricing section, below the navbar',
  BOTH_VIEWPORTS,
  async ({ page, isMobile }, testInfo) => {
    await openRoute(page, '/console');
    if (testInfo.project.name === 'phone' || isMobile) {
      await page.getByRole('button', { name: 'Menu' }).click();
    }
    await page.getByRole('list', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/#\/#pricing$/);
    const heading = page.locator('#pricing h2');
    await expect(heading).toBeInViewport();
    await expect
      .poll(async () => {
        const navBottom = await page
          .locator('.site-navbar')
          .evaluate((el) => el.getBoundingClientRect().bottom);
        const headingTop = await heading.evaluate((el) => el.getBoundingClientRect().top);
        return headingTop >= navBottom;
      })
      .toBe(true);
  },
);

test('a deep link to #/#faq lands on the FAQ section', BOTH_VIEWPORTS, async ({ page }) => {
  await openRoute(page, '/#faq');
  await expect(page.locator('#faq h2')).toBeInViewport();
});

test('footer links are well-formed', async ({ page }) => {
  await openRoute(page, '/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'contact@lyceo.cm' })).toHaveAttribute(
    'href',
    'mailto:contact@lyceo.cm',
  );
  const hrefs = await footer
    .locator('a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.join(' ')).not.toMatch(/\{(email|phone)\}|undefined/);
  expect(hrefs.some((href) => /^https:\/\/wa\.me\/237\d+\?text=/.test(href))).toBe(true);
  expect(await page.content()).not.toMatch(/\{(email|phone|brand)\}/);
});
