import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findTestChromium } from './tooling/chromium.mjs';
import {
  HOSTS_CLOUDFLARE_INSPECTOR_PORT,
  HOSTS_CLOUDFLARE_PORT,
  HOSTS_NETLIFY_FUNCTIONS_PORT,
  HOSTS_NETLIFY_PORT,
  HOSTS_NETLIFY_STATIC_PORT,
  HOSTS_NGINX_PORT,
  localUrl,
  PORT_OFFSET,
} from './tooling/ports.mjs';
import {
  HOSTS_BUILD,
  HOSTS_HTTP_COPY,
  HOSTS_NETLIFY_FUNCTIONS,
  NETLIFY,
  WRANGLER,
} from './scripts/host-runtimes.mjs';

const executablePath = (await findTestChromium()) ?? undefined;
// Each runtime writes its state (.wrangler/, .netlify/) in its working folder, and netlify dev
// adds `.netlify` to the .gitignore of the repository it runs in: a folder outside the checkout.
const workFolder = (name: string) => {
  const folder = join(tmpdir(), `lyceo-hosts-${PORT_OFFSET}`, name);
  mkdirSync(folder, { recursive: true });
  return folder;
};

// `npm run test:hosts` (scripts in package.json): the production build (dist/web) served three
// ways (the static hosts' copy over plain HTTP: scripts/host-runtimes.mjs), each asked the same table of requests and the same offline visits (e2e/hosts/):
// nginx with the build's site.conf, Cloudflare Pages' own runtime (`wrangler pages dev`,
// workerd) and Netlify's (`netlify dev`), both offline, without an account. Playwright
// starts and stops all three.
export default defineConfig({
  testDir: 'e2e/hosts',
  testMatch: /\.hosts\.ts$/,
  workers: 2,
  // A worker's install over three local servers at once, on a shared 2-core machine.
  timeout: 90_000,
  reporter: 'list',
  use: { launchOptions: { executablePath, args: CHROMIUM_ARGS }, trace: 'off' },
  projects: [
    { name: 'nginx', use: { baseURL: localUrl(HOSTS_NGINX_PORT) } },
    { name: 'cloudflare', use: { baseURL: localUrl(HOSTS_CLOUDFLARE_PORT) } },
    { name: 'netlify', use: { baseURL: localUrl(HOSTS_NETLIFY_PORT) } },
  ],
  webServer: [
    {
      command: `node scripts/nginx.mjs --port ${HOSTS_NGINX_PORT} --root ${HOSTS_BUILD}`,
      url: localUrl(HOSTS_NGINX_PORT),
      timeout: 60_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      command: `node ${WRANGLER} pages dev ${HOSTS_HTTP_COPY} --ip 127.0.0.1 --port ${HOSTS_CLOUDFLARE_PORT} --inspector-port ${HOSTS_CLOUDFLARE_INSPECTOR_PORT} --show-interactive-dev-session=false --log-level warn`,
      cwd: workFolder('cloudflare'),
      // No account, no metrics, no Request.cf download: nothing leaves the machine.
      env: { WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', CI: '1' },
      url: localUrl(HOSTS_CLOUDFLARE_PORT),
      timeout: 120_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      // --offline and no edge functions: otherwise it downloads Deno to run them. The build's
      // functions (the short store addresses' events) run in Node, as on Netlify.
      command: `node ${NETLIFY} dev --offline --internal-disable-edge-functions --dir ${HOSTS_HTTP_COPY} --functions ${HOSTS_NETLIFY_FUNCTIONS} --port ${HOSTS_NETLIFY_PORT} --staticServerPort ${HOSTS_NETLIFY_STATIC_PORT} --functions-port ${HOSTS_NETLIFY_FUNCTIONS_PORT} --no-open`,
      cwd: workFolder('netlify'),
      env: { NETLIFY_TELEMETRY_DISABLED: '1', CI: '1' },
      url: localUrl(HOSTS_NETLIFY_PORT),
      timeout: 120_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
