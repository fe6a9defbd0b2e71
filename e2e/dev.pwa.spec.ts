import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createServer, type ViteDevServer } from 'vite';
import { DEV_CHECK_PORT, HOST, localUrl } from '../tooling/ports.mjs';
import { expectNoServiceWorker } from './serviceWorker';

// Development never has a service worker: a cached app would hide the edits
// one is making. The website's dev server, whose config carries the worker
// plugin, is started here on a port of its own; the Electron renderer's dev
// config, which has no worker plugin at all, is checked without a browser
// (tooling/rendererConfig.test.ts).
const ROOT = resolve(import.meta.dirname, '..');
const server = { host: HOST, port: DEV_CHECK_PORT, strictPort: true };

test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** Opens the dev server's page and checks, once the splash has gone and nothing loads, that no worker was registered. */
async function expectDevWithoutWorker(page: Page, dev: ViteDevServer): Promise<void> {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  try {
    await page.goto(`${localUrl(DEV_CHECK_PORT)}#/`);
    await expect(page.locator('.site-navbar')).toBeVisible({ timeout: 90_000 });
    await expect(page.locator('#splash')).toHaveCount(0);
    // The stylesheets Vite injects apply (the dev page's policy allows them: npm run dev:web).
    await expect(page.locator('.site-navbar')).toHaveCSS('position', 'fixed');
    await expectNoServiceWorker(page, requested, /sw\.js|features\/offline\/serviceWorker/);
    await expectCopyEditHot(page, dev);
  } finally {
    await dev.close();
  }
}

/**
 * A copy edit (the landing copy, src/renderer/src/content/en/site.ts) reaches the open page as a
 * hot update: no reload, so no splash and the scroll position kept (it used to reload the page,
 * back at the top). The watcher is told the file changed; the file itself is left as it is.
 */
async function expectCopyEditHot(page: Page, dev: ViteDevServer): Promise<void> {
  await page.locator('#faq').scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => {
    (window as Window & { notReloaded?: boolean }).notReloaded = true;
    return window.scrollY;
  });
  expect(scrolled).toBeGreaterThan(0);
  const hotUpdated = page.waitForEvent('console', {
    predicate: (message) => /\[vite\] (hot updated|page reload)/.test(message.text()),
  });
  const reloaded = page.waitForEvent('load').then(() => 'reloaded');
  dev.watcher.emit('change', resolve(ROOT, 'src/renderer/src/content/en/site.ts'));
  const outcome = await Promise.race([hotUpdated.then((message) => message.text()), reloaded]);
  expect(outcome).toContain('hot updated');
  expect(
    await page.evaluate(() => (window as Window & { notReloaded?: boolean }).notReloaded),
  ).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await expect(page.locator('#splash')).toHaveCount(0);
}

test('the website dev server (vite.web.config.ts) registers no service worker, and takes a copy edit hot', async ({
  page,
}) => {
  const dev = await createServer({
    configFile: resolve(ROOT, 'vite.web.config.ts'),
    server,
    logLevel: 'silent',
  });
  await dev.listen();
  await expectDevWithoutWorker(page, dev);
});
