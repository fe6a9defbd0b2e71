// `npm run bench`: Lighthouse (mobile, simulated slow 4G, 4x CPU) over / and
// /console of the production website, three runs each, medians reported; the
// time to content visible on cable, slow 3G and 2G, English and French
// (scripts/bench-content-visible.mjs); how soon its controls answer a tap on 2G
// and slow 3G at CPU 4× and 6× (scripts/bench-usable.mjs); then the console filter benchmark at
// 1,000 / 10,000 / 100,000 documents; then the main thread's busy share while
// idle (landing page, kiosk attract screen: bench-idle.mjs); then the bytes a
// visit moves on the wire, first, next, after a one-component deploy, and on
// one shared 2G link (bench-wire.mjs). The 200-session
// kiosk soak is `npm run test:soak`, named at the end.
// Prints tables and writes reports/bench.json (git-ignored).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { preview } from 'vite';
import { benchIdle } from './bench-idle.mjs';
import { measureWire } from './bench-wire.mjs';
import { measureUsable, usableMarkdown } from './bench-usable.mjs';
import { median } from './benchStats.mjs';
import { WEBSITE_BUILD } from './nginx.mjs';
import { BRAND_BUILD, ONE_COMPONENT_BUILD, sharedBuild } from '../tooling/testBuilds.mjs';
import { CHROMIUM_ARGS, findChromium } from '../tooling/chromium.mjs';
import { measureContentVisible, RUNS as CONTENT_RUNS } from './bench-content-visible.mjs';
import { measureFirstView } from './first-view.mjs';
import { BENCH_PORT, HOST, localUrl } from '../tooling/ports.mjs';

const RUNS = 3;
const ROUTES = ['/', '/console'];

/**
 * @typedef {{
 *   performance: number, accessibility: number, bestPractices: number, seo: number,
 *   fcpMs: number, lcpMs: number, tbtMs: number, ttiMs: number, cls: number, bytes: number,
 * }} LighthouseRun
 */

/**
 * The parts of Vitest's `--outputJson` benchmark report read here.
 * @typedef {{
 *   files: { groups: { fullName: string, benchmarks: { mean: number, p99: number }[] }[] }[],
 * }} BenchReport
 */

/**
 * A category score of a Lighthouse report, 0 to 100.
 * @param {import('lighthouse').Result} lhr
 * @param {string} id
 * @returns {number}
 */
function score(lhr, id) {
  const value = lhr.categories[id]?.score;
  if (value == null)
    throw new Error(`Lighthouse gave no ${id} score for ${lhr.finalDisplayedUrl}.`);
  return value * 100;
}

/**
 * The numeric value of an audit of a Lighthouse report.
 * @param {import('lighthouse').Result} lhr
 * @param {string} id
 * @returns {number}
 */
function metric(lhr, id) {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined)
    throw new Error(`Lighthouse gave no value for ${id} on ${lhr.finalDisplayedUrl}.`);
  return value;
}

execFileSync('npm', ['run', 'build:web'], { stdio: 'inherit' });
mkdirSync('reports', { recursive: true });
const server = await preview({
  configFile: 'vite.web.config.ts',
  preview: { host: HOST, port: BENCH_PORT, strictPort: true },
  logLevel: 'silent',
});
const chromePath = await findChromium();
if (!chromePath) throw new Error('No Chromium: run node scripts/ensure-chromium.mjs');
const chrome = await launch({
  chromePath,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});

/** @type {Record<string, string | number>[]} */
const lighthouseRows = [];
try {
  for (const route of ROUTES) {
    /** @type {LighthouseRun[]} */
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await lighthouse(
        `${localUrl(BENCH_PORT)}#${route}`,
        { port: chrome.port, output: 'json', logLevel: 'error' },
        {
          extends: 'lighthouse:default',
          settings: {
            formFactor: 'mobile',
            throttlingMethod: 'simulate',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          },
        },
      );
      if (!result) throw new Error(`Lighthouse returned no result for ${route}.`);
      const { lhr } = result;
      runs.push({
        performance: score(lhr, 'performance'),
        accessibility: score(lhr, 'accessibility'),
        bestPractices: score(lhr, 'best-practices'),
        seo: score(lhr, 'seo'),
        fcpMs: metric(lhr, 'first-contentful-paint'),
        lcpMs: metric(lhr, 'largest-contentful-paint'),
        tbtMs: metric(lhr, 'total-blocking-time'),
        ttiMs: metric(lhr, 'interactive'),
        cls: metric(lhr, 'cumulative-layout-shift'),
        bytes: metric(lhr, 'total-byte-weight'),
      });
    }
    const [first] = runs;
    if (!first) throw new Error(`No Lighthouse runs for ${route}.`);
    /** @type {Record<string, string | number>} */
    const row = { route };
    for (const key of /** @type {(keyof LighthouseRun)[]} */ (Object.keys(first)))
      row[key] = Math.round(median(runs.map((r) => r[key])) * 1000) / 1000;
    lighthouseRows.push(row);
  }
} finally {
  await chrome.kill();
  await new Promise((done) => server.httpServer.close(done));
}
console.log(`Lighthouse mobile, median of ${RUNS} runs:`);
console.table(lighthouseRows);

// Absolute: nginx reads the site.conf path it is given from its own temporary folder.
const contentRows = await measureContentVisible(WEBSITE_BUILD);
console.log(
  `Content visible (splash gone, heading painted), behind nginx, 375 px, median of ${CONTENT_RUNS} runs:`,
);
console.table(contentRows);

const usable = await measureUsable({ root: WEBSITE_BUILD });
console.log('Usable after it shows, behind nginx, 375 px, a real tap on each control:');
console.log(usableMarkdown(usable));

const filterJson = 'reports/filter-bench.json';
execFileSync('npx', ['vitest', 'bench', '--run', '--project', 'node', '--outputJson', filterJson], {
  stdio: 'inherit',
});
/** @type {BenchReport} */
const filterReport = JSON.parse(readFileSync(filterJson, 'utf8'));
const filterRows = filterReport.files.flatMap((file) =>
  file.groups.flatMap((group) =>
    group.benchmarks.map((bench) => ({
      catalogue: group.fullName.split(' > ').pop(),
      'mean ms': Math.round(bench.mean * 1000) / 1000,
      'p99 ms': Math.round(bench.p99 * 1000) / 1000,
    })),
  ),
);
console.log('Console filter, one keystroke over the whole catalogue:');
console.table(filterRows);

const idle = await benchIdle();

const wire = await measureWire({
  root: await sharedBuild(BRAND_BUILD),
  deployed: await sharedBuild(ONE_COMPONENT_BUILD),
});
console.log("Bytes on the wire (nginx's $bytes_sent), each visit until quiet 5 s:");
console.table(wire.visits);
console.log('The first visit on one shared, throttled 2G link (250 kbit/s, 800 ms):');
console.table(wire.sharedLink);

const sizes = measureFirstView('dist/web');
const report = {
  date: new Date().toISOString(),
  lighthouse: lighthouseRows,
  contentVisible: contentRows,
  usable,
  filter: filterRows,
  idle,
  wire,
  firstViewGzip: { javascript: sizes.javascript, css: sizes.css, total: sizes.total },
};
writeFileSync('reports/bench.json', `${JSON.stringify(report, null, 2)}\n`);
console.log('Written to reports/bench.json');
// The kiosk soak is a pass/fail test, not a timing: it has its own command.
console.log(
  'Not run here: the 200-session kiosk soak (heap, listeners, late "stay"): npm run test:soak',
);
