import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { holdBack, recordSplashEnd, splashEnd } from './splashEnd';
import {
  APP_ENTRY_REQUEST,
  LANDING_SECTIONS,
  PHONE_ONLY,
  startApp,
  watchConsole,
  websiteStoreLink,
} from './helpers';

/**
 * The landing page is prerendered (tooling/prerender): on a slow network the
 * visitor reads it, and uses its links, before any of the app's code has
 * arrived; React then hydrates it without moving anything. These tests hold
 * the app's code back with request interception instead of timing a network.
 */

/**
 * The scroll position and where `selector` shows on screen, once both have held for ten frames.
 * The sections are laid out when they come near the screen (content-visibility: auto), two or
 * three frames after a jump, and their real heights replace the stand-in ones: the browser's
 * scroll anchoring then moves scrollY (by 246 px on a busy CI machine) or, after a scroll by
 * the protocol, the section moves on screen. Read at once, either can be from before.
 */
function settledView(page: Page, selector: string): Promise<{ scrollY: number; top: number }> {
  return page.evaluate(
    (selector) =>
      new Promise<{ scrollY: number; top: number }>((resolve) => {
        const element = document.querySelector(selector);
        if (!element) throw new Error(`No ${selector} on the page`);
        let last = '';
        let held = 0;
        const frame = () => {
          const view = { scrollY: window.scrollY, top: element.getBoundingClientRect().top };
          const now = JSON.stringify(view);
          held = now === last ? held + 1 : 0;
          last = now;
          if (held === 10) resolve(view);
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    selector,
  );
}

for (const [path, lang, h1, faq] of [
  ['./', 'en', /Succeed from Seconde/, 'FAQ'],
  ['./fr/', 'fr', /Réussis de la Seconde/, 'Questions'],
] as const) {
  test.describe(`the ${lang} landing page with the app's code held back`, PHONE_ONLY, () => {
    test.describe(() => {
      // The visitor's clicks start the app (lib/appEntry.ts); a worker controlling the
      // page by then would fetch it past the page's held route.
      test.use({ serviceWorkers: 'block' });

      test('is readable after the splash, and its links work as plain links', async ({ page }) => {
        await holdBack(page, APP_ENTRY_REQUEST);
        await page.goto(path, { waitUntil: 'commit' });
        await expect(page.locator('#splash')).toHaveCount(0, { timeout: 10_000 });
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
        await expect(page.locator('html')).not.toHaveAttribute('data-app-started');
        expect(
          await page.locator('main section[id]').evaluateAll((all) => all.map((s) => s.id)),
        ).toEqual(LANDING_SECTIONS);

        const hero = page.locator('#home');
        const store = hero.getByRole('link', { name: /Google Play/ });
        await expect(store).toHaveAttribute('href', websiteStoreLink('hero'));
        await expect(store).toHaveAttribute('target', '_blank');
        // Nothing covers it: a tap would reach it.
        await store.click({ trial: true });
        const footer = page.locator('footer');
        await expect(footer.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
          'href',
          /^https:\/\/wa\.me\/237650000000\?text=/,
        );
        await expect(footer.getByRole('link', { name: 'contact@lyceo.cm' })).toHaveAttribute(
          'href',
          'mailto:contact@lyceo.cm',
        );
        await expect(footer.getByRole('link', { name: /Facebook/ })).toHaveAttribute(
          'href',
          'https://www.facebook.com/lyceo.cm',
        );

        // A section link is a plain anchor: the browser scrolls there on its own.
        await footer.getByRole('link', { name: faq, exact: true }).click();
        await expect(page).toHaveURL(/#faq$/);
        await expect(page.locator('#faq')).toBeInViewport();

        // The legal links open the static copies beside the page, in its language.
        await footer
          .getByRole('link', { name: /^(Privacy Policy|Politique de confidentialité)$/ })
          .click();
        await expect(page).toHaveURL(
          lang === 'en' ? /\/privacy-policy\/$/ : /\/fr\/privacy-policy\/$/,
        );
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
      });
    });

    test.describe(() => {
      // Its registration is part of what this test watches: Playwright's stand-in for a blocked
      // register() answers nothing, which the app reports as a warning.
      test.use({ serviceWorkers: 'allow' });

      test('is hydrated when the code arrives: nothing moves, nothing is logged', async ({
        page,
      }) => {
        const problems = watchConsole(page);
        const entry = await holdBack(page, APP_ENTRY_REQUEST);
        await page.goto(path, { waitUntil: 'commit' });
        await expect(page.locator('#splash')).toHaveCount(0, { timeout: 10_000 });
        // The visitor reads on while the code is on its way.
        await page.locator('#pricing').scrollIntoViewIfNeeded();
        const view = await settledView(page, '#pricing');
        expect(view.scrollY).toBeGreaterThan(0);
        await page.evaluate(() => {
          const shifts: number[] = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries())
              shifts.push((entry as unknown as { value: number }).value);
          }).observe({ type: 'layout-shift' });
          (window as unknown as { shifts: number[] }).shifts = shifts;
        });

        entry.release();
        await startApp(page);
        // React has taken over the last lazy section (its elements carry React's fiber).
        await page.waitForFunction(() => {
          const button = document.querySelector('#faq .accordion-button');
          return button !== null && Object.keys(button).some((key) => key.startsWith('__react'));
        });
        expect(await settledView(page, '#pricing')).toEqual(view);
        expect(
          await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts),
        ).toEqual([]);
        // And it answers: one open FAQ answer at a time, as the app's own.
        const item = page.locator('#faq .accordion-item').first();
        await item.locator('summary').click();
        await expect(item.locator('.accordion-body')).toBeVisible();
        await expect(item).toHaveAttribute('open');
        expect(problems).toEqual([]);
      });
    });
  });
}

test.describe('a French browser at the site root', PHONE_ONLY, () => {
  test.use({ locale: 'fr-FR' });

  test('gets the French page in the first response (site.conf), never the English one', async ({
    page,
  }) => {
    await recordSplashEnd(page);
    await page.goto('./');
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator('#splash')).toHaveCount(0, { timeout: 10_000 });
    expect(await splashEnd(page)).toMatchObject({ h1: expect.stringMatching(/^Réussis/) });
  });
});

test.describe('a deep link never shows the landing page first', PHONE_ONLY, () => {
  test('#/console: the landing page under the splash is parsed but never laid out', async ({
    page,
  }) => {
    const entry = await holdBack(page, APP_ENTRY_REQUEST);
    await page.goto('./#/console', { waitUntil: 'commit' });
    await expect(page.locator('footer')).toBeAttached();
    // No box at all: a phone spends nothing drawing the page the console replaces (the
    // console's static view may already stand in its place: lib/staticView.ts).
    expect(
      await page.evaluate(() =>
        [...document.querySelectorAll('#root h1')].every(
          (h1) => h1.textContent === 'Document Console' || h1.getClientRects().length === 0,
        ),
      ),
    ).toBe(true);
    entry.release();
    await expect(page.locator('#splash')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Document Console');
    await expect(page.locator('html')).not.toHaveAttribute('data-landing-skipped');
  });

  test('#/#pricing: the splash goes with the pricing section in view', async ({ page }) => {
    await recordSplashEnd(page);
    const sections = await holdBack(page, /LandingSections-[\w-]+\.js$/);
    await page.goto('./#/#pricing');
    await expect(page.locator('html')).toHaveAttribute('data-app-started', '');
    await page.waitForFunction(() => performance.now() > 2_100);
    await expect(page.locator('#splash')).toHaveText('Loading...');
    sections.release();
    await expect(page.locator('#splash')).toHaveCount(0);
    // At the top of the view, below the fixed navbar (the page's scroll padding and margin).
    const { pricingTop, pricingLanding } = (await splashEnd(page)) ?? {};
    expect(Math.abs((pricingTop ?? NaN) - (pricingLanding ?? NaN))).toBeLessThanOrEqual(2);
  });

  test('a section link (#faq) lands on its section, and the app arriving later leaves it there', async ({
    page,
  }) => {
    await page.goto('./#faq');
    await expect(page.locator('#splash')).toHaveCount(0, { timeout: 10_000 });
    await expect(page.locator('#faq')).toBeInViewport();
    // The app comes at the visitor's first click; it takes the page over where the visitor is.
    await startApp(page);
    await expect(page).toHaveURL(/#\/$/);
    await expect(page.locator('#faq')).toBeInViewport();
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  });
});

test(
  'a kiosk shows its attract screen as the first thing after the splash',
  PHONE_ONLY,
  async ({ page }) => {
    await recordSplashEnd(page);
    const kiosk = await holdBack(page, /KioskLayer-[\w-]+\.js$/);
    await page.goto('./?kiosk=1#/');
    await expect(page.locator('html')).toHaveAttribute('data-app-started', '');
    await page.waitForFunction(() => performance.now() > 2_100);
    await expect(page.locator('#splash')).toHaveText('Loading...');
    kiosk.release();
    await expect(page.locator('#splash')).toHaveCount(0, { timeout: 30_000 });
    expect(await splashEnd(page)).toMatchObject({ attract: true });
  },
);
