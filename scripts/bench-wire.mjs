// What a visit costs a student on the wire: the bytes nginx sent (headers and
// bodies, `$bytes_sent` in its access log; scripts/nginx.mjs), page and
// service worker apart (a worker's fetches say Sec-Fetch-Dest: empty, its
// script serviceworker), each visit counted until the log is quiet 5 s:
// - a first visit to `/`; the same with Save-Data, and on 2G;
// - the next visit (the worker serves it);
// - the next visit after a deploy that changed one component (two website
//   builds differing in one CSS class of VideoCard.tsx: tooling/testBuilds.mjs);
// - the first visit on one shared, throttled 2G link (scripts/throttlingProxy.mjs):
//   how long the page and its worker keep the phone's link busy.
// Part of `npm run bench`; alone: node scripts/bench-wire.mjs [--root A --deployed B]
// [--conf site.conf] (two builds of another commit, with that commit's site.conf,
// measure the "before").
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BRAND_BUILD, ONE_COMPONENT_BUILD, sharedBuild } from '../tooling/testBuilds.mjs';
import { logSize, MAX_VISIT_MS, QUIET_MS, summarize, untilQuiet } from './accessLog.mjs';
import { launchBrowser, NETWORKS, PHONE, serveBuild } from './benchSetup.mjs';
import { SITE_CONF } from './nginx.mjs';
import { throttlingProxy } from './throttlingProxy.mjs';

/** The spec's 2G (250 kbit/s, 800 ms round trip), as the other benches emulate it. */
const TWO_G = { kbps: NETWORKS['2G'].kbps, latencyMs: NETWORKS['2G'].latency };

/** What `navigator.connection` says, set before the page's scripts run; and the header Chromium would send. */
const LINKS = {
  normal: null,
  'Save-Data': {
    connection: { saveData: true, effectiveType: '4g' },
    headers: { 'Save-Data': 'on' },
  },
  '2G': { connection: { saveData: false, effectiveType: '2g' }, headers: {} },
};

/** @param {{ saveData: boolean, effectiveType: string }} stub */
function stubConnection(stub) {
  Object.defineProperty(navigator, 'connection', {
    configurable: true,
    value: Object.assign(new EventTarget(), stub),
  });
}

/**
 * A copy of `root` served by nginx with site.conf (or `conf`) and an access
 * log; `deploy` replaces the copy's files with another build's, as a deploy does.
 * @param {string} root
 * @param {string} conf
 */
async function loggedSite(root, conf) {
  const dir = mkdtempSync(join(tmpdir(), 'lyceo-wire-'));
  const served = join(dir, 'site');
  const log = join(dir, 'access.log');
  // As the documented deploy (`rsync -a`, docs/hosting.md): the build's file times kept.
  cpSync(root, served, { recursive: true, preserveTimestamps: true });
  const server = await serveBuild({ root: served, conf, accessLog: log });
  return {
    url: server.url,
    port: Number(new URL(server.url).port),
    log,
    /** @param {string} build */
    deploy(build) {
      for (const name of readdirSync(served)) rmSync(join(served, name), { recursive: true });
      cpSync(build, served, { recursive: true, preserveTimestamps: true });
    },
    async stop() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {keyof typeof LINKS} link
 */
async function newVisitor(browser, link) {
  const setting = LINKS[link];
  const context = await browser.newContext({
    viewport: PHONE.viewport,
    locale: 'en-GB',
    extraHTTPHeaders: setting?.headers,
  });
  if (setting) await context.addInitScript(stubConnection, setting.connection);
  return { context, page: await context.newPage() };
}

/**
 * @param {{ root: string, deployed: string, conf?: string }} builds
 * @returns {Promise<{ visits: Record<string, string | number>[], sharedLink: Record<string, string | number>[] }>}
 */
export async function measureWire({ root, deployed, conf = SITE_CONF }) {
  const browser = await launchBrowser();
  const site = await loggedSite(root, conf);
  /** @type {Record<string, string | number>[]} */
  const visits = [];
  /** @type {Record<string, string | number>[]} */
  const sharedLink = [];
  /** @param {string} name @param {import('@playwright/test').Page} page @param {string} url */
  const visit = async (name, page, url = site.url) => {
    const from = logSize(site.log);
    await page.goto(url);
    await untilQuiet(() => logSize(site.log));
    visits.push({ visit: name, ...summarize(site.log, from) });
  };
  try {
    for (const link of /** @type {const} */ (['Save-Data', '2G'])) {
      const visitor = await newVisitor(browser, link);
      await visit(`first visit, ${link}`, visitor.page);
      await visitor.context.close();
    }
    for (const link of /** @type {const} */ (['normal', 'Save-Data'])) {
      const proxy = await throttlingProxy({
        target: { host: '127.0.0.1', port: site.port },
        ...TWO_G,
      });
      const visitor = await newVisitor(browser, link);
      const start = Date.now();
      await visitor.page.goto(`http://127.0.0.1:${proxy.port}/`, { timeout: MAX_VISIT_MS });
      await untilQuiet(() => proxy.bytes());
      sharedLink.push({
        'first visit on one 2G link': link,
        'link busy until s': Math.round((proxy.lastByteAt() - start) / 100) / 10,
        'KB through it': Math.round(proxy.bytes() / 100) / 10,
      });
      await visitor.context.close();
      await proxy.close();
    }
    const visitor = await newVisitor(browser, 'normal');
    await visit('first visit', visitor.page);
    await visit('next visit', visitor.page);
    site.deploy(deployed);
    await visit('next visit after a one-component deploy', visitor.page);
    await visitor.context.close();
    return { visits, sharedLink };
  } finally {
    await browser.close();
    await site.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      root: { type: 'string' },
      deployed: { type: 'string' },
      conf: { type: 'string', default: SITE_CONF },
    },
  });
  const root = values.root
    ? resolve(values.root)
    : await sharedBuild(BRAND_BUILD, { minify: 'terser' });
  const deployed = values.deployed
    ? resolve(values.deployed)
    : await sharedBuild(ONE_COMPONENT_BUILD, { minify: 'terser' });
  const { visits, sharedLink } = await measureWire({ root, deployed, conf: resolve(values.conf) });
  console.log(`Bytes on the wire (nginx's $bytes_sent), until quiet ${QUIET_MS / 1000} s:`);
  console.table(visits);
  console.table(sharedLink);
}
