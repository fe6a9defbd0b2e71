import type { Page, Route } from '@playwright/test';

/*
 * What a visitor sees when the splash goes, recorded in the page, and a way to
 * hold the app's code back as a slow network would, without timing anything.
 */

/**
 * Holds every request matching `url` until `release()`; the page waits for it as on a slow network.
 * A route on the context, not the page: Chromium sends some of a page's requests (the landing
 * page's low-priority prefetch of the app, then the module script for the same file) where a
 * page route misses them, and the held entry leaked in 1 to 5 runs out of 16
 * (menu-before-app.spec, in a fresh-clone CI run and with --repeat-each=16); a context route
 * held it in 16 out of 16.
 */
export async function holdBack(page: Page, url: RegExp): Promise<{ release: () => void }> {
  const held: Route[] = [];
  let released = false;
  await page.context().route(url, async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return {
    release: () => {
      released = true;
      for (const route of held.splice(0)) void route.continue();
    },
  };
}

/** Records, from the first parsed byte, what the page shows when the splash goes. */
export async function recordSplashEnd(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = window as unknown as { splashEnd?: object };
    let seen = false;
    const record = (): void => {
      if (state.splashEnd) return;
      if (document.getElementById('splash')) {
        seen = true;
        return;
      }
      if (!seen) return;
      const pricing = document.getElementById('pricing');
      state.splashEnd = {
        h1: document.querySelector('main h1')?.textContent ?? null,
        attract: document.querySelector('.attract') !== null,
        pricingTop: pricing ? Math.round(pricing.getBoundingClientRect().top) : null,
        // Where a section lands: below the navbar, by the page's scroll padding and its scroll margin.
        pricingLanding: pricing
          ? Math.round(
              parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) +
                parseFloat(getComputedStyle(pricing).scrollMarginTop),
            )
          : null,
      };
    };
    new MutationObserver(record).observe(document, { subtree: true, childList: true });
  });
}

/** What the page showed when the splash went: its heading, a kiosk's attract screen, where the pricing section stood. */
export interface SplashEnd {
  h1: string | null;
  attract: boolean;
  pricingTop: number | null;
  pricingLanding: number | null;
}

export const splashEnd = (page: Page): Promise<SplashEnd | undefined> =>
  page.evaluate(() => (window as unknown as { splashEnd?: SplashEnd }).splashEnd);
