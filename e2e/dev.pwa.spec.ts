import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { resolveConfig } from 'electron-vite';
import { createServer, mergeConfig, type InlineConfig, type ViteDevServer } from 'vite';
import { DEV_CHECK_PORT, HOST, localUrl } from '../tooling/ports.mjs';
import { expectNoServiceWorker } from './serviceWorker';

// Development never has a service worker: a cached app would hide the edits
// one is making. Both dev servers are started here on a port of their own.
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
    await expectNoServiceWorker(page, requested, /sw\.js|features\/offline\/serviceWorker/);
  } finally {
    await dev.close();
  }
}

test('npm run dev: the Electron renderer dev server registers no service worker', async ({
  page,
}) => {
  // What `electron-vite dev` serves to the shell, without starting Electron.
  const resolved = await resolveConfig({ root: ROOT, logLevel: 'silent' }, 'serve', 'development');
  const renderer = resolved.config?.renderer;
  if (!renderer) throw new Error('electron.vite.config.ts has no renderer');
  const dev = await createServer(
    mergeConfig(renderer, { server, logLevel: 'silent' }) as InlineConfig,
  );
  await dev.listen();
  await expectDevWithoutWorker(page, dev);
});

test('the website dev server (vite.web.config.ts) registers no service worker either', async ({
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
