// How busy a page keeps the browser's main thread while nobody touches it:
// the landing page at rest, and a kiosk's attract screen (which runs all day on
// a tablet or laptop on a charger). Each page of the production website
// (dist/web, served by vite preview) is opened in headless Chromium, left to
// settle, then watched for 30 s through the DevTools protocol's Performance
// metrics: the share of wall-clock time the renderer's main thread spent in
// tasks (style, layout, paint, script). Goal for the attract screen: <= 2 %.
//
// `npm run bench` calls benchIdle(); `node scripts/bench-idle.mjs` runs it alone
// on an existing build (BENCH_IDLE_SECONDS shortens the watch for a quick look).
import { pathToFileURL } from 'node:url';
import { BENCH_IDLE_PORT } from '../tooling/ports.mjs';
import { launchBrowser, previewWebsite } from './benchSetup.mjs';

export const IDLE_GOAL_PERCENT = 2;
const WATCH_SECONDS = Number(process.env.BENCH_IDLE_SECONDS) || 30;
/** After the splash: long enough for lazy chunks, fonts and the first slide's fade to finish. */
const SETTLE_MS = 3_000;

/** @typedef {{ page: string, url: string, seconds: number, busyPercent: number, goalPercent: number | null }} IdleRow */

const PAGES = [
  { page: 'landing page at rest', path: '#/', ready: '#home', goal: null },
  { page: 'kiosk attract screen', path: '?kiosk=1#/', ready: '.attract', goal: IDLE_GOAL_PERCENT },
];

/**
 * Cumulative main-thread task time of the page, in seconds (CDP `TaskDuration`).
 * @param {import('@playwright/test').CDPSession} cdp
 * @returns {Promise<number>}
 */
async function taskSeconds(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const task = metrics.find((metric) => metric.name === 'TaskDuration');
  if (!task) throw new Error('Chromium reported no TaskDuration metric.');
  return task.value;
}

/**
 * Busy share of every page in PAGES, served from `baseUrl`.
 * @param {string} baseUrl
 * @returns {Promise<IdleRow[]>}
 */
export async function measureIdle(baseUrl) {
  const browser = await launchBrowser();
  /** @type {IdleRow[]} */
  const rows = [];
  try {
    // One page at a time, so neither one's work shows up in the other's figure.
    for (const { page: name, path, ready, goal } of PAGES) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      const url = `${baseUrl}${path}`;
      await page.goto(url);
      await page.locator('#splash').waitFor({ state: 'detached', timeout: 30_000 });
      await page.locator(ready).first().waitFor({ state: 'visible', timeout: 30_000 });
      await page.waitForTimeout(SETTLE_MS);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Performance.enable');
      const before = await taskSeconds(cdp);
      const start = performance.now();
      await page.waitForTimeout(WATCH_SECONDS * 1000);
      const busy = (await taskSeconds(cdp)) - before;
      const seconds = (performance.now() - start) / 1000;
      rows.push({
        page: name,
        url,
        seconds: Math.round(seconds * 10) / 10,
        busyPercent: Math.round((busy / seconds) * 10_000) / 100,
        goalPercent: goal,
      });
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/**
 * Serves dist/web, measures, prints the table and returns the rows.
 * @returns {Promise<IdleRow[]>}
 */
export async function benchIdle() {
  const server = await previewWebsite(BENCH_IDLE_PORT);
  try {
    const rows = await measureIdle(server.url);
    console.log(`Main thread busy while idle, over ${WATCH_SECONDS} s:`);
    console.table(
      rows.map((row) => ({
        page: row.page,
        'busy %': row.busyPercent,
        'goal %': row.goalPercent ?? '',
      })),
    );
    return rows;
  } finally {
    await server.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchIdle();
