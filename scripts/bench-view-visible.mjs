/// <reference lib="dom" />
// How long a student waits to see the console's documents or the videos: on
// the production build behind nginx with its site.conf, at 375 px, under
// Chromium's network emulation (the content-visible bench's networks), in
// English (`/`) and French (`fr/`), each view two ways:
// - a deep link (`#/console`): from navigation start until the first frame
//   with the splash gone and the view's heading and first row (console) or
//   first card (videos) painted;
// - from the landing page: the page opened, its content visible, then a real
//   tap on the first link to the view; from the tap until the same frame.
// Each visit in a fresh browser context (no cache, no service worker), median
// of RUNS. Part of `npm run bench`; alone: node scripts/bench-view-visible.mjs
// [--root dist/web] [--conf site.conf] [--runs 3] [--only 2G]
// (--only keeps the rows and columns whose names contain one of its `;`-separated terms).
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { emulate, launchBrowser, NETWORKS, PHONE, serveBuild, watchLoad } from './benchSetup.mjs';
import { firstLine, parseRuns, pickByName, runsMarkdown, summarizeRuns } from './benchStats.mjs';

export const RUNS = 3;
const GIVE_UP_MS = 60_000;
const POLL_MS = 50;

/** The views, each with what shows its content: its first row or card. */
const VIEWS = [
  { route: '#/console', name: '`#/console`', item: '.stack-table tbody tr' },
  { route: '#/videos', name: '`#/videos`', item: '.video-card' },
];

const PAGES = [
  { path: '', locale: 'en-GB', label: '`/`' },
  { path: 'fr/', locale: 'fr-FR', label: '`fr/`' },
];

/** The networks measured: 2G is the goal's (2.5 s), slow 3G the review's. */
const COLUMNS = ['2G', 'slow 3G'];

/**
 * Page code, sent as source: whether the view is visible now (splash gone,
 * page styled, the heading and the first item painted), and the wall-clock
 * time it was checked at.
 * @param {string} item
 */
function viewVisible(item) {
  const splash = document.getElementById('splash');
  const covered = splash !== null && getComputedStyle(splash).display !== 'none';
  const navbar = document.querySelector('.site-navbar');
  const styled = navbar !== null && getComputedStyle(navbar).position === 'fixed';
  const painted = (/** @type {Element | null} */ element) => {
    const box = element?.getBoundingClientRect();
    return Boolean(box && box.height > 0 && box.width > 0);
  };
  const first = Array.from(document.querySelectorAll(item)).find(painted) ?? null;
  const h1 = first ? Array.from(document.querySelectorAll('h1')).find(painted) : null;
  return { visible: !covered && styled && Boolean(first && h1), at: Date.now() };
}

/** Page code: the landing page shows (splash gone, heading painted). */
function landingVisible() {
  const splash = document.getElementById('splash');
  const covered = splash !== null && getComputedStyle(splash).display !== 'none';
  const box = document.querySelector('h1')?.getBoundingClientRect();
  return !covered && Boolean(box && box.height > 0);
}

/**
 * Page code: the first link to `route`, scrolled into view at once; its centre, or null.
 * @param {string} route
 */
function linkPoint(route) {
  const link = Array.from(document.querySelectorAll('a[href]')).find(
    (element) => element.getAttribute('href')?.endsWith(route) && element.getClientRects().length,
  );
  if (!link) return null;
  link.scrollIntoView({ block: 'center', behavior: 'instant' });
  const box = link.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
}

/**
 * @param {() => Promise<boolean>} until
 * @param {number} deadline
 * @param {string} what
 */
async function waitFor(until, deadline, what) {
  for (;;) {
    if (await until()) return;
    if (Date.now() > deadline) throw new Error(`${what}: not after ${GIVE_UP_MS / 1000} s`);
    await sleep(POLL_MS);
  }
}

/**
 * One visit: ms from navigation start (deep link) or from the tap (from the landing page)
 * until the view's content is visible.
 * @param {import('@playwright/test').Browser} browser
 * @param {{ url: string, locale: string, view: (typeof VIEWS)[number], way: 'deep link' | 'from landing',
 *   network: { latency: number, kbps: number } }} visit
 * @returns {Promise<import('./benchStats.mjs').RunResult>}
 */
async function oneRun(browser, { url, locale, view, way, network }) {
  const context = await browser.newContext({ ...PHONE, locale });
  try {
    const page = await context.newPage();
    await emulate(context, page, { network, cacheDisabled: true });
    const visible = async () =>
      /** @type {{ visible: boolean, at: number }} */ (
        await page
          .evaluate(`(${viewVisible.toString()})(${JSON.stringify(view.item)})`)
          .catch(() => ({ visible: false, at: Date.now() }))
      );
    let start = Date.now();
    const deadline = start + GIVE_UP_MS;
    await page.goto(way === 'deep link' ? url + view.route : url, {
      waitUntil: 'commit',
      timeout: GIVE_UP_MS,
    });
    if (way === 'from landing') {
      await waitFor(
        () => page.evaluate(landingVisible).catch(() => false),
        deadline,
        'landing page',
      );
      await waitFor(
        async () => {
          const point = /** @type {{ x: number, y: number } | null} */ (
            await page.evaluate(`(${linkPoint.toString()})(${JSON.stringify(view.route)})`)
          );
          if (!point) return false;
          start = Date.now();
          await page.touchscreen.tap(point.x, point.y);
          return true;
        },
        deadline,
        `a link to ${view.route}`,
      );
    }
    for (;;) {
      const check = await visible();
      if (check.visible) return { ms: check.at - start };
      if (Date.now() > deadline) return { error: `${view.route}: not visible after 60 s` };
      await sleep(POLL_MS);
    }
  } catch (error) {
    return { error: firstLine(error) };
  } finally {
    await context.close();
  }
}

/**
 * @param {{ root: string, conf?: string, runs?: number, only?: string, log?: (line: string) => void }} options
 * @returns {Promise<{ runs: number, columns: string[], rows: { row: string, cells: Record<string, ReturnType<typeof summarizeRuns>> }[], loadAverage: { start: number, end: number } }>}
 */
export async function measureViewVisible({ root, conf, runs = RUNS, only = '', log = () => {} }) {
  const all = VIEWS.flatMap((view) =>
    PAGES.flatMap((page) =>
      /** @type {const} */ (['deep link', 'from landing']).map((way) => ({
        row: `${view.name}, ${way}, ${page.label}`,
        view,
        page,
        way,
      })),
    ),
  );
  const rows = pickByName(all, (row) => row.row, only);
  const columns = pickByName(COLUMNS, (name) => name, only);
  const loadAverage = watchLoad();
  const server = await serveBuild({ root, conf });
  const browser = await launchBrowser();
  try {
    const result = [];
    for (const { row, view, page, way } of rows) {
      /** @type {Record<string, ReturnType<typeof summarizeRuns>>} */
      const cells = {};
      for (const name of columns) {
        const network = NETWORKS[/** @type {keyof typeof NETWORKS} */ (name)];
        const results = [];
        for (let run = 0; run < runs; run += 1) {
          const url = server.url + page.path;
          results.push(await oneRun(browser, { url, locale: page.locale, view, way, network }));
        }
        cells[name] = summarizeRuns(results);
        log(`${name} | ${row}: ${cells[name].text} ${JSON.stringify(results)}`);
      }
      result.push({ row, cells });
    }
    return {
      runs,
      columns,
      rows: result,
      loadAverage: loadAverage(),
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** @param {Awaited<ReturnType<typeof measureViewVisible>>} result */
export const viewVisibleMarkdown = (result) => runsMarkdown('view content visible (s)', result);

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      root: { type: 'string', default: 'dist/web' },
      conf: { type: 'string' },
      runs: { type: 'string', default: String(RUNS) },
      only: { type: 'string' },
    },
  });
  const result = await measureViewVisible({
    root: values.root,
    conf: values.conf,
    runs: parseRuns(values.runs),
    only: values.only,
    log: (line) => console.log(line),
  });
  console.log(`\nView content visible, ${resolve(values.root)}, behind nginx, 375 px:\n`);
  console.log(viewVisibleMarkdown(result));
}
