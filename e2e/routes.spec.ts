import { expect, test, type Page } from './fixtures';
import {
  axeViolations,
  BOTH_VIEWPORTS,
  openRoute,
  ROUTE_HEADINGS,
  ROUTES,
  switchLanguage,
} from './helpers';

/**
 * Every route at both widths, opened once: inside the layout and axe-clean in the
 * light scheme, then in the dark scheme (the visitor's setting, issue 34) with its
 * light green buttons (issue 54), then in French with `lang` following and back to English,
 * axe-clean each time. One page a route and viewport instead of three (this was three
 * specs, layout, i18n and dark-mode, each opening the same ten pages). The dark and French
 * passes run axe at desktop width only: their colours and words are the same at 375 px, where
 * the light pass already checks the phone's own layout (menu, stacking, target sizes).
 */

/** Scrolls to the end, so every lazy section is in, and waits for the page to settle. */
async function wholePage(page: Page): Promise<void> {
  await page.mouse.wheel(0, 20000);
  await page.waitForLoadState('networkidle');
  await settled(page);
}

/**
 * No transition running: axe measures colours as they are drawn, and a language button
 * pressed a moment ago is still fading between its two styles (Bootstrap's .btn transition).
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().length === 0);
}

for (const route of ROUTES) {
  test(
    `${route}: in the layout, in the dark scheme and in French, with no accessibility violation`,
    BOTH_VIEWPORTS,
    async ({ page }, testInfo) => {
      const phone = testInfo.project.name === 'phone';
      await openRoute(page, route);

      await test.step('inside the layout, no sideways scrolling', async () => {
        await expect(page.getByRole('banner')).toHaveCount(1);
        await expect(page.locator('.site-navbar')).toBeVisible();
        await expect(page.getByRole('main')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        // The landing page leads with the brand, as its prerendered title (lib/documentTitle.ts).
        await expect(page).toHaveTitle(route === '/' ? /^Lyceo · / : / · Lyceo$/);
        await wholePage(page);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
        expect(await axeViolations(page)).toEqual([]);
      });

      await test.step('in the dark scheme, the main buttons light green on dark text', async () => {
        // Every section drawn, as when the app scrolls to one: in a section content-visibility
        // skips, a button's fade to its dark colours waits there, and axe would read its start.
        await page.evaluate(() =>
          document.documentElement.setAttribute('data-sections-laid-out', ''),
        );
        await page.emulateMedia({ colorScheme: 'dark' });
        await settled(page);
        const look = await page.evaluate(() => ({
          scheme: getComputedStyle(document.documentElement).colorScheme,
          page: getComputedStyle(document.body).backgroundColor,
          navbar: getComputedStyle(document.querySelector('.site-navbar') as Element)
            .backgroundColor,
        }));
        expect(look.scheme).toBe('light dark');
        expect(look.page).toBe('rgb(16, 22, 29)');
        expect(look.navbar).toBe('rgb(16, 22, 29)');
        // The brand green stood 2.9:1 against the dark page, the hero's navy 1.1:1 (issue 54).
        const download = page.locator('.btn-primary:visible').first();
        await expect(download).toHaveCSS('background-color', 'rgb(111, 220, 176)');
        await expect(download).toHaveCSS('color', 'rgb(16, 22, 29)');
        if (!phone) expect(await axeViolations(page)).toEqual([]);
        await page.emulateMedia({ colorScheme: 'light' });
      });

      await test.step('in French, lang follows', async () => {
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
        await switchLanguage(page, 'Français', phone);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(ROUTE_HEADINGS.fr[route]);
        await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
        await expect(page).toHaveURL(new RegExp(`#${route.replace('/', '\\/')}$`));
        if (!phone) {
          await wholePage(page);
          expect(await axeViolations(page)).toEqual([]);
        }
      });

      await test.step('back to English', async () => {
        await switchLanguage(page, 'English', phone);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(ROUTE_HEADINGS.en[route]);
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      });
    },
  );
}
