import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';
import { HOST, localUrl, SHELL_PREVIEW_PORT, WEB_PREVIEW_PORT } from './scripts/ports.mjs';

const executablePath = (await findChromium()) ?? undefined;

// Browser tests run against production builds served on 127.0.0.1: the website
// (dist/web) and the Electron renderer (out/renderer); `npm run test:e2e` builds both.
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'list' : 'line',
  use: {
    baseURL: localUrl(WEB_PREVIEW_PORT),
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
    trace: 'off',
  },
  projects: [
    {
      name: 'phone',
      testIgnore: [/electron-renderer/, /\.pwa\.spec\.ts$/],
      use: { viewport: { width: 375, height: 740 }, hasTouch: true },
    },
    {
      name: 'desktop',
      testIgnore: [/electron-renderer/, /\.pwa\.spec\.ts$/],
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      // Service worker, offline, install and update: once, at laptop size (*.pwa.spec.ts).
      name: 'pwa',
      testMatch: /\.pwa\.spec\.ts$/,
      use: { viewport: { width: 1280, height: 800 } },
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
      command: 'npx vite preview --config vite.web.config.ts',
      url: localUrl(WEB_PREVIEW_PORT),
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `npx vite preview --config vite.web.config.ts --outDir out/renderer --host ${HOST} --port ${SHELL_PREVIEW_PORT} --strictPort`,
      url: localUrl(SHELL_PREVIEW_PORT),
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
