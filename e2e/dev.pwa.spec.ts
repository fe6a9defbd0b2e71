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
  } finally {
    await dev.close();
  }
}

test('the website dev server (vite.web.config.ts) registers no service worker', async ({
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
