import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
// @ts-expect-error plain ESM helper shared with the Node scripts
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';
// @ts-expect-error plain ESM constants shared with the Node scripts
import { NGINX_TEST_PORT, SHELL_PREVIEW_PORT } from './scripts/ports.mjs';

const executablePath = ((await findChromium()) as string | null) ?? undefined;
const PORT = NGINX_TEST_PORT as number;
const SHELL_PORT = SHELL_PREVIEW_PORT as number;

// Browser tests run against the production website build, served on 127.0.0.1
// by real nginx with deploy/nginx/site.conf: the headers a host sends are tested too.
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'list' : 'line',
  use: {
    baseURL: `http://127.0.0.1:${PORT}/`,
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
    trace: 'off',
  },
  projects: [
    {
      name: 'phone',
      testIgnore: /electron-renderer|hosting/,
      use: { viewport: { width: 375, height: 740 }, hasTouch: true },
    },
    {
      name: 'desktop',
      testIgnore: /electron-renderer/, // hosting.spec.ts (headers, not layout) runs here only
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      // The Electron renderer build (out/renderer), served as plain files like app:// serves them.
      name: 'electron-renderer',
      testMatch: /electron-renderer/,
      use: { baseURL: `http://127.0.0.1:${SHELL_PORT}/`, viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      command: `node scripts/nginx.mjs --port ${PORT}`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      // Lets the script stop nginx and remove its temporary folder.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      command: `npx vite preview --config vite.web.config.ts --outDir ${resolve(import.meta.dirname, 'out/renderer')} --host 127.0.0.1 --port ${SHELL_PORT} --strictPort`,
      url: `http://127.0.0.1:${SHELL_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
