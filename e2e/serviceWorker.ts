import { expect, type Page } from '@playwright/test';

/**
 * Waits until the site's service worker controls the page: from then on the
 * whole site is in its cache. Polled from the test, not inside the page, so a
 * page under Playwright's fake clock is waited on just the same.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 60_000,
    })
    .toBe(true);
}

/** How many service workers the page's origin has registered. */
export function serviceWorkerRegistrations(page: Page): Promise<number> {
  return page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
}

/**
 * Once nothing loads any more: the page registered no service worker, and of
 * the URLs it `requested`, none is a worker script (`workerScript`).
 */
export async function expectNoServiceWorker(
  page: Page,
  requested: readonly string[],
  workerScript: RegExp,
): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect(await serviceWorkerRegistrations(page)).toBe(0);
  expect(requested.filter((url) => workerScript.test(url))).toEqual([]);
}

/**
 * Failed or 4xx/5xx requests, console errors and uncaught errors of a page, as they happen.
 * A request the page itself gave up (net::ERR_ABORTED: a chunk prefetched on hover when the
 * test reloads) was not refused: offline, a request the worker cannot answer fails otherwise.
 */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? '';
    if (error !== 'net::ERR_ABORTED') problems.push(`failed: ${request.url()} (${error})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/** The language of the page the worker keeps at `path` (from the site's root), if it keeps one. */
export function keptPageLanguage(page: Page, path: string): Promise<string | null> {
  return page.evaluate(async (path) => {
    const url = new URL(path, window.location.origin + '/').href;
    for (const name of await caches.keys()) {
      if (!name.startsWith('lyceo-pages-')) continue;
      const kept = await (await caches.open(name)).match(url);
      if (kept) return /<html\b[^>]*?\slang="([^"]*)"/.exec(await kept.text())?.[1] ?? null;
    }
    return null;
  }, path);
}
