// Lighthouse (mobile, simulated slow 4G, 4× CPU) over the production website's
// pages that matter most: `/`, `fr/` and the `#/console` deep link, three runs
// each, medians reported; served by Vite's preview of dist/web. Part of
// `npm run bench`; alone: node scripts/bench-lighthouse.mjs [--runs 3]
// (it builds dist/web first).
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { previewWebsite, requireChromium } from './benchSetup.mjs';
import { median, parseRuns } from './benchStats.mjs';
import { CHROMIUM_ARGS } from '../tooling/chromium.mjs';
import { BENCH_PORT } from '../tooling/ports.mjs';

export const RUNS = 3;
/** Paths from the site's root: both language pages, and a deep link that needs the app at once. */
export const PAGES = ['', 'fr/', '#/console'];

/**
 * @typedef {{
 *   performance: number, accessibility: number, bestPractices: number, seo: number,
 *   fcpMs: number, lcpMs: number, tbtMs: number, ttiMs: number, cls: number, bytes: number,
 * }} LighthouseRun
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

/**
 * Lighthouse over PAGES of the built dist/web, `runs` times each: one row of medians per page.
 * @param {{ runs?: number }} [options]
 * @returns {Promise<Record<string, string | number>[]>}
 */
export async function measureLighthouse({ runs = RUNS } = {}) {
  const server = await previewWebsite(BENCH_PORT);
  const chromePath = await requireChromium();
  const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  /** @type {Record<string, string | number>[]} */
  const rows = [];
  try {
    for (const page of PAGES) {
      /** @type {LighthouseRun[]} */
      const results = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(
          `${server.url}${page}`,
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
        if (!result) throw new Error(`Lighthouse returned no result for /${page}.`);
        const { lhr } = result;
        results.push({
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
      const [first] = results;
      if (!first) throw new Error(`No Lighthouse runs for /${page}.`);
      /** @type {Record<string, string | number>} */
      const row = { page: `/${page}` };
      for (const key of /** @type {(keyof LighthouseRun)[]} */ (Object.keys(first)))
        row[key] = Math.round(median(results.map((r) => r[key])) * 1000) / 1000;
      rows.push(row);
    }
  } finally {
    await chrome.kill();
    await server.close();
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: String(RUNS) } } });
  const runs = parseRuns(values.runs);
  execFileSync('npm', ['run', 'build:web'], { stdio: 'inherit' });
  const rows = await measureLighthouse({ runs });
  console.log(`Lighthouse mobile, median of ${runs} runs:`);
  console.table(rows);
}
