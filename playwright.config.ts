import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findTestChromium } from './tooling/chromium.mjs';
import { HOST, localUrl, NGINX_TEST_PORT, SHELL_PREVIEW_PORT } from './tooling/ports.mjs';

const executablePath = (await findTestChromium()) ?? undefined;

// Browser tests run against production builds served on 127.0.0.1: the website
// (dist/web) by real nginx with the site.conf that build wrote, so the headers a host
// sends are tested too, and the Electron renderer (out/renderer) by vite preview.
// `npm run test:e2e` builds both.
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Both cores, locally as in CI: the same load, so what passes here passes there.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'list' : 'line',
  use: {
    baseURL: localUrl(NGINX_TEST_PORT),
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
    trace: 'off',
  },
  projects: [
    {
      // Service worker, offline, install and update: once, at laptop size (*.pwa.spec.ts). First:
      // its serial update group (over a minute on one worker) then starts early, instead of
      // running last while the other worker has nothing left to do.
      name: 'pwa',
      testMatch: /\.pwa\.spec\.ts$/,
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      // Tests tagged @phone or @both-viewports (e2e/helpers.ts): where 375 px and touch matter.
      name: 'phone',
      testIgnore: [/electron-renderer/, /\.pwa\.spec\.ts$/],
      grep: /@phone|@both-viewports/,
      // No service worker outside the pwa project: installing one (a 790 KB precache) on every
      // page cost these tests about a third of their time, and none of them is about it.
      use: { viewport: { width: 375, height: 740 }, hasTouch: true, serviceWorkers: 'block' },
    },
    {
      // Everything but the phone-only tests: what the layout does not change runs here once.
      name: 'desktop',
      testIgnore: [/electron-renderer/, /\.pwa\.spec\.ts$/],
      grepInvert: /@phone/,
      use: { viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' },
    },
    {
      // The Electron renderer build (out/renderer), served as plain files like app:// serves them.
      name: 'electron-renderer',
      testMatch: /electron-renderer/,
      use: { baseURL: localUrl(SHELL_PREVIEW_PORT), viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      command: `node scripts/nginx.mjs --port ${NGINX_TEST_PORT}`,
      url: localUrl(NGINX_TEST_PORT),
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      // Lets the script stop nginx and remove its temporary folder.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      // Absolute: vite resolves --outDir against the renderer root (src/renderer), not the cwd.
      command: `npx vite preview --config vite.web.config.ts --outDir ${resolve(import.meta.dirname, 'out/renderer')} --host ${HOST} --port ${SHELL_PREVIEW_PORT} --strictPort`,
      url: localUrl(SHELL_PREVIEW_PORT),
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
  ],
});
