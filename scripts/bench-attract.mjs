// What the kiosk's attract loop costs a PC with no GPU, all day: the CPU time of
// Chromium's renderer and GPU processes (the GPU process composites every frame
// in software under --disable-gpu) while the loop runs alone at 1920×1080, as a
// share of one core. Read from the DevTools protocol's SystemInfo.getProcessInfo
// (each process's cumulative CPU time) before and after the watch.
// Goal (issue 63, point 8): renderer and GPU process together <= 15 % of a core.
//
// `npm run bench:attract` builds the website (dist/web) and runs it there; alone,
// `node scripts/bench-attract.mjs` takes the existing build. BENCH_ATTRACT_SECONDS sets the watch (60 by default),
// BENCH_ATTRACT_MOTION=reduce measures with reduced motion.
import { pathToFileURL } from 'node:url';
import { BENCH_IDLE_PORT } from '../tooling/ports.mjs';
import { launchBrowser, previewWebsite } from './benchSetup.mjs';

export const ATTRACT_GOAL_PERCENT = 15;
const WATCH_SECONDS = Number(process.env.BENCH_ATTRACT_SECONDS) || 60;
/** After the splash: the lazy kiosk chunk, fonts and the first slide's fade. */
const SETTLE_MS = 3_000;
const VIEWPORT = { width: 1920, height: 1080 };

/**
 * Cumulative CPU seconds per process type (`renderer`, `GPU`, `browser`, `utility`…).
 * @param {import('@playwright/test').CDPSession} cdp
 * @returns {Promise<Map<string, number>>}
 */
async function cpuByType(cdp) {
  /** @type {{ processInfo: Array<{ type: string, id: number, cpuTime: number }> }} */
  const { processInfo } = await cdp.send('SystemInfo.getProcessInfo');
  const seconds = new Map();
  for (const { type, cpuTime } of processInfo)
    seconds.set(type, (seconds.get(type) ?? 0) + cpuTime);
  return seconds;
}

/**
 * Per-process-type share of one core while the attract loop runs, from `baseUrl`.
 * @param {string} baseUrl
 * @returns {Promise<{ seconds: number, percent: Record<string, number>, total: number }>}
 */
export async function measureAttract(baseUrl) {
  // Its flags (CHROMIUM_ARGS) have --disable-gpu: a PC without a usable GPU.
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({
      viewport: VIEWPORT,
      reducedMotion: process.env.BENCH_ATTRACT_MOTION === 'reduce' ? 'reduce' : 'no-preference',
    });
    await page.goto(`${baseUrl}?kiosk=1#/`);
    await page.locator('.attract').waitFor({ state: 'visible', timeout: 60_000 });
    await page.waitForTimeout(SETTLE_MS);
    const cdp = await browser.newBrowserCDPSession();
    const before = await cpuByType(cdp);
    const start = performance.now();
    await page.waitForTimeout(WATCH_SECONDS * 1000);
    const after = await cpuByType(cdp);
    const seconds = (performance.now() - start) / 1000;
    /** @type {Record<string, number>} */
    const percent = {};
    for (const [type, cpu] of after) {
      percent[type] = Math.round(((cpu - (before.get(type) ?? 0)) / seconds) * 1000) / 10;
    }
    const total = Math.round(((percent.renderer ?? 0) + (percent.GPU ?? 0)) * 10) / 10;
    return { seconds: Math.round(seconds * 10) / 10, percent, total };
  } finally {
    await browser.close();
  }
}

/** Serves dist/web, measures, prints the figures; exits 1 over the goal. */
export async function benchAttract() {
  const server = await previewWebsite(BENCH_IDLE_PORT);
  try {
    const { seconds, percent, total } = await measureAttract(server.url);
    console.log(
      `Attract loop at ${VIEWPORT.width}×${VIEWPORT.height}, --disable-gpu, over ${seconds} s: % of one core by process`,
    );
    console.table(percent);
    console.log(
      `renderer + GPU process: ${total} % of one core (goal <= ${ATTRACT_GOAL_PERCENT} %)`,
    );
    if (total > ATTRACT_GOAL_PERCENT) process.exitCode = 1;
    return { seconds, percent, total };
  } finally {
    await server.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchAttract();
