/// <reference lib="dom" />
// How long a student waits to see the landing page: from navigation start to
// the first frame with the splash gone and the page's heading painted, on the
// production build behind nginx with site.conf (gzip), at 375 px, under
// Chromium's network emulation, in English and French, median of RUNS runs.
// Part of `npm run bench`; alone: node scripts/bench-content-visible.mjs [--root dist/web]
// [--conf path/to/site.conf] (by default the one the build wrote beside it; a build of
// another commit, with its own site.conf, measures the "before").
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { siteConfOf } from '../tooling/hosting/siteConfPath.mjs';
import { emulate, launchBrowser, NETWORKS, PHONE, serveBuild } from './benchSetup.mjs';
import { median } from './benchStats.mjs';

export const RUNS = 3;

/**
 * A French visitor either follows a French link (`fr/`) or types the address
 * with a French browser: behind site.conf the site's root answers in French
 * at once; elsewhere (a static host, here nginx with site.conf less its
 * language choice) it answers in English and the boot script sends them to `fr/`.
 * @type {{ name: string, path: string, locale: string, host: 'site.conf' | 'elsewhere' }[]}
 */
export const VISITS = [
  { name: 'English', path: '', locale: 'en-GB', host: 'site.conf' },
  { name: 'French, fr/', path: 'fr/', locale: 'fr-FR', host: 'site.conf' },
  { name: 'French browser at / (site.conf)', path: '', locale: 'fr-FR', host: 'site.conf' },
  { name: 'French browser at / (elsewhere)', path: '', locale: 'fr-FR', host: 'elsewhere' },
];

/**
 * A copy of a site.conf whose root always answers index.html, as a host
 * without its language choice does.
 * @param {string} conf
 * @param {string} dir
 */
function withoutLanguageChoice(conf, dir) {
  const text = readFileSync(conf, 'utf8').replace(
    'try_files $lyceo_landing =404;',
    'try_files /index.html =404;',
  );
  const copy = join(dir, 'site-elsewhere.conf');
  writeFileSync(copy, text);
  return copy;
}

/**
 * Runs in the page from its first byte: the wall-clock time of the first frame
 * in which the splash is gone and the page's heading is painted with the
 * stylesheet applied.
 */
function watchContentVisible() {
  const visible = () => {
    const splash = document.getElementById('splash');
    const h1 = document.querySelector('h1');
    // The page's styles apply (inline critical CSS or the stylesheet): the navbar is fixed.
    const navbar = document.querySelector('.site-navbar');
    const styled = navbar !== null && getComputedStyle(navbar).position === 'fixed';
    const covered = splash !== null && getComputedStyle(splash).display !== 'none';
    return h1 !== null && styled && !covered && h1.getBoundingClientRect().height > 0;
  };
  const frame = () => {
    if (visible()) {
      /** @type {{ contentVisibleAt?: number }} */ (window).contentVisibleAt =
        performance.timeOrigin + performance.now();
    } else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {string} locale
 * @param {{ latency: number, kbps: number }} network
 * @returns {Promise<number>} ms from navigation start to content visible
 */
async function oneRun(browser, url, locale, network) {
  const context = await browser.newContext({ viewport: PHONE.viewport, locale });
  try {
    const page = await context.newPage();
    await page.addInitScript(watchContentVisible);
    await emulate(context, page, { network, cacheDisabled: true });
    const start = Date.now();
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
    // Polled from here: the page's own timers are what is being measured. A
    // language redirect replaces the page in between: it then counts as not yet.
    const deadline = start + 120_000;
    const seen = () => page.evaluate(() => 'contentVisibleAt' in window).catch(() => false);
    while (!(await seen())) {
      if (Date.now() > deadline) throw new Error(`${url}: no content after 120 s.`);
      await sleep(100);
    }
    const visibleAt = await page.evaluate(
      () =>
        /** @type {{ contentVisibleAt: number }} */ (/** @type {unknown} */ (window))
          .contentVisibleAt,
    );
    return Math.round(visibleAt - start);
  } finally {
    await context.close();
  }
}

/**
 * @param {string} root the website build to serve
 * @param {string} [conf] the site.conf to serve it with (by default the one its build wrote)
 * @returns {Promise<Record<string, string | number>[]>} one row per visit, ms per network
 */
export async function measureContentVisible(root, conf = siteConfOf(root)) {
  const dir = mkdtempSync(join(tmpdir(), 'lyceo-bench-'));
  const hosts = {
    'site.conf': await serveBuild({ root, conf }),
    elsewhere: await serveBuild({ root, conf: withoutLanguageChoice(conf, dir) }),
  };
  const browser = await launchBrowser();
  try {
    /** @type {Record<string, string | number>[]} */
    const rows = [];
    for (const visit of VISITS) {
      const server = hosts[visit.host];
      /** @type {Record<string, string | number>} */
      const row = { visit: visit.name };
      // A build from before the language pages has no fr/.
      if (!(await fetch(server.url + visit.path)).ok) {
        for (const name of Object.keys(NETWORKS)) row[`${name} ms`] = 'no such page';
        rows.push(row);
        continue;
      }
      for (const [name, network] of Object.entries(NETWORKS)) {
        const times = [];
        for (let run = 0; run < RUNS; run += 1) {
          times.push(await oneRun(browser, server.url + visit.path, visit.locale, network));
        }
        row[`${name} ms`] = median(times);
      }
      rows.push(row);
    }
    return rows;
  } finally {
    await browser.close();
    await Promise.all(Object.values(hosts).map((host) => host.stop()));
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      root: { type: 'string', default: 'dist/web' },
      conf: { type: 'string' },
    },
  });
  const root = resolve(values.root);
  const rows = await measureContentVisible(root, resolve(values.conf ?? siteConfOf(root)));
  console.log(`Content visible (splash gone, heading painted), median of ${RUNS} runs:`);
  console.table(rows);
}
