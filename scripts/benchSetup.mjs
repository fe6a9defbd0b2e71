// What the browser benches set up alike, so that each bench file keeps only what it
// measures: the Chromium they drive, the networks and CPU slowdown they emulate, the server
// they measure behind (nginx with a build's site.conf, or Vite's preview of dist/web), and
// the machine's load beside their figures.
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { preview } from 'vite';
import { CHROMIUM_ARGS, findChromium } from '../tooling/chromium.mjs';
import { siteConfOf } from '../tooling/hosting/siteConfPath.mjs';
import { HOST, localUrl } from '../tooling/ports.mjs';
import { freePort, serveSite } from './nginx.mjs';

/** Chromium's emulated networks: cable as DevTools has it, slow 3G and 2G as our students have them. */
export const NETWORKS = {
  cable: { latency: 28, kbps: 5_000 },
  'slow 3G': { latency: 400, kbps: 400 },
  '2G': { latency: 800, kbps: 250 },
};

/** @typedef {{ latency: number, kbps: number }} Network */

/** A student's phone: the viewport the phone benches measure at, touch instead of a mouse. */
export const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };

/**
 * The Chromium to drive (tooling/chromium.mjs), or a clear word on how to get one.
 * @returns {Promise<string>}
 */
export async function requireChromium() {
  const executablePath = await findChromium();
  if (!executablePath) throw new Error('No Chromium: run node scripts/ensure-chromium.mjs');
  return executablePath;
}

/** Headless Chromium through Playwright, with the project's flags (CHROMIUM_ARGS: no GPU among them). */
export async function launchBrowser() {
  return chromium.launch({ executablePath: await requireChromium(), args: CHROMIUM_ARGS });
}

/**
 * Emulates `network` for `page` (and slows its CPU `cpu` times when given) through a CDP
 * session of its own; `cacheDisabled` also turns the HTTP cache off.
 * @param {import('@playwright/test').BrowserContext} context
 * @param {import('@playwright/test').Page} page
 * @param {{ network: Network, cpu?: number, cacheDisabled?: boolean }} conditions
 */
export async function emulate(context, page, { network, cpu, cacheDisabled = false }) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (cacheDisabled) await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const bytesPerSecond = (network.kbps * 1000) / 8;
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: network.latency,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  });
  if (cpu !== undefined) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  return cdp;
}

/**
 * nginx over a website build with a site.conf (by default the one its build wrote), on a
 * port nobody uses (a server left on a fixed one would be measured instead). Both paths are
 * made absolute: nginx reads relative ones from its own folder.
 * @param {{ root: string, conf?: string, accessLog?: string }} options
 */
export async function serveBuild({ root, conf, accessLog }) {
  const site = resolve(root);
  return serveSite({
    root: site,
    conf: resolve(conf ?? siteConfOf(site)),
    port: await freePort(),
    ...(accessLog ? { accessLog } : {}),
  });
}

/**
 * Vite's preview of dist/web on `port` (the port is part of what the page is measured at:
 * strict, so that another server's pages are never measured).
 * @param {number} port
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function previewWebsite(port) {
  const server = await preview({
    configFile: 'vite.web.config.ts',
    preview: { host: HOST, port, strictPort: true },
    logLevel: 'silent',
  });
  return {
    url: localUrl(port),
    close: () => new Promise((done) => server.httpServer.close(() => done(undefined))),
  };
}

/**
 * The machine's 1-minute load average now; the returned function gives it at the start and
 * at its call. Other work on the machine slows every figure: the load is reported beside them.
 * @returns {() => { start: number, end: number }}
 */
export function watchLoad() {
  const start = loadavg()[0] ?? NaN;
  return () => ({ start, end: loadavg()[0] ?? NaN });
}
