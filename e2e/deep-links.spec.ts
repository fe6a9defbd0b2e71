import { expect, test } from '@playwright/test';
import { APP_ENTRY_REQUEST, PHONE_ONLY, ROUTES } from './helpers';
import { holdBack, recordSplashEnd, splashEnd } from './splashEnd';

/**
 * Layout shifts the page has recorded so far (the Layout Instability API, buffered),
 * those right after the visitor's own input aside (they expect the page to move).
 */
function recordLayoutShifts(): void {
  const shifts: number[] = [];
  (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
  new PerformanceObserver((list) => {
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };
    for (const entry of list.getEntries() as Shift[]) {
      if (!entry.hadRecentInput) shifts.push(entry.value);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

const HEADINGS: Record<string, string> = {
  '/console': 'Document Console',
  '/videos': 'Educational Videos',
  '/privacy-policy': 'Privacy Policy',
  '/terms-of-use': 'Terms of Use',
};

// A deep link to a split page whose chunk is slower than the splash: the
// splash stays past its 2 s over the layout and its placeholder, never showing
// the prerendered landing page, and goes when the page is there; nothing moves.
const STATIC_VIEWS = ['/console', '/videos'];

for (const route of ROUTES.filter((path) => path !== '/' && !STATIC_VIEWS.includes(path))) {
  test(
    `a deep link to ${route} keeps the splash until its page is in, without a layout shift`,
    PHONE_ONLY,
    async ({ page }) => {
      await page.addInitScript(recordLayoutShifts);
      await recordSplashEnd(page);
      const chunk = await holdBack(
        page,
        /\/assets\/(ConsolePage|VideosPage|PrivacyPage|TermsPage)-[\w-]+\.js$/,
      );
      await page.goto(`./#${route}`, { waitUntil: 'commit' });
      // The app runs, with the placeholder where the page will be, still under the splash.
      await expect(page.locator('main .page-placeholder')).toHaveCount(1);
      await expect(page.getByRole('contentinfo')).toBeHidden();
      await page.waitForFunction(() => performance.now() > 2_100);
      await expect(page.locator('#splash')).toHaveText('Loading...');
      chunk.release();
      await expect(page.locator('#splash')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS[route] ?? '');
      expect(await splashEnd(page)).toMatchObject({ h1: HEADINGS[route] });
      await expect(page.getByRole('contentinfo')).toBeVisible();
      // Two frames: shifts are reported after the frame that made them.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      expect(
        await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts),
      ).toEqual([]);
    },
  );
}

// The console and the videos are in the build as plain HTML too (lib/staticView.ts): with
// their chunk slower than the splash, their content shows at its 2 s; the app, once the
// chunk is in, takes over without a placeholder in between and without moving anything.
for (const route of STATIC_VIEWS) {
  test(
    `a deep link to ${route} shows its content at the splash's end, before the app`,
    PHONE_ONLY,
    async ({ page }) => {
      await page.addInitScript(recordLayoutShifts);
      const chunk = await holdBack(page, /\/assets\/(ConsolePage|VideosPage)-[\w-]+\.js$/);
      await page.goto(`./#${route}`, { waitUntil: 'commit' });
      await expect(page.locator('html')).toHaveAttribute('data-app-started', '');
      await expect(page.locator('#splash')).toHaveCount(0);
      expect(await page.evaluate(() => performance.now())).toBeGreaterThan(2_000);
      await expect(page.locator('html')).toHaveAttribute('data-static-view', route);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS[route] ?? '');
      await expect(page.locator('main .page-placeholder')).toHaveCount(0);
      // The console's filters answer on the view (its own script), and the app keeps them.
      const typed = route === '/console' ? 'math' : null;
      if (typed) {
        await page.locator('#console-search').pressSequentially(typed);
        await expect(page.locator('main tbody tr')).toHaveCount(1);
      }
      chunk.release();
      await expect(page.locator('html')).not.toHaveAttribute('data-static-view');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS[route] ?? '');
      await expect(page.locator('main .page-placeholder')).toHaveCount(0);
      if (typed) {
        await expect(page.locator('#console-search')).toHaveValue(typed);
        await expect(page.locator('#console-search')).toBeFocused();
        await expect(page.locator('main tbody tr')).toHaveCount(1);
      }
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      expect(
        await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts),
      ).toEqual([]);
    },
  );
}

test(
  "a deep link asks for its page's chunks beside the app's files, before the entry has run; a French one for its copy too",
  PHONE_ONLY,
  async ({ page }) => {
    const entry = await holdBack(page, APP_ENTRY_REQUEST);
    const pageChunk = page.waitForRequest(/\/assets\/ConsolePage-[\w-]+\.js$/);
    const frenchCopy = page.waitForRequest(/\/assets\/site-[\w-]+\.js$/);
    await page.goto('./fr/#/console', { waitUntil: 'commit' });
    // The entry, which used to ask for them once the libraries had arrived, is still held back.
    await Promise.all([pageChunk, frenchCopy]);
    entry.release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Console de documents');
  },
);
