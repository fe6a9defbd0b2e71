import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { localUrl, SW_UPDATE_PORT } from '../tooling/ports.mjs';
import { BRAND_BUILD, KILL_SWITCH_BUILD, sharedBuild } from '../tooling/testBuilds.mjs';
import {
  axeViolations,
  dismissAttract,
  installPausedClock,
  linkGetsFaster,
  saveData,
  startApp,
} from './helpers';
import { startStaticSite, type StaticSite } from './staticSite';
import { serviceWorkerRegistrations, waitForServiceWorker } from './serviceWorker';

// Deployments on one static host: build A is the site under test (dist/web);
// B is the same site under another brand name, a change anyone can see (the
// unit tests' brand build, shared: tooling/testBuilds.mjs); C is a kill switch
// (VITE_SERVICE_WORKER=remove) under a third name. The host swaps folders
// between visits like a deployment does.
const ROOT = resolve(import.meta.dirname, '..');
const SITE = localUrl(SW_UPDATE_PORT);
const BRAND_A = 'Lyceo';
const BRAND_B = BRAND_BUILD.env.VITE_BRAND_NAME;
const BRAND_C = KILL_SWITCH_BUILD.env.VITE_BRAND_NAME;

// A deployment is precached whole before it is offered: minutes on a loaded 2-core machine.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let workDir = '';
let buildB = '';
let buildC = '';
let buildBroken = '';
let site: StaticSite;

// Playwright hands fixtures first; this hook needs none, only testInfo.
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  // Playwright's per-hook time limit, not window.setTimeout: no code string is evaluated.
  testInfo.setTimeout(10 * 60_000); // eng-disable DANGEROUS_FUNCTIONS_JS_CHECK
  workDir = await mkdtemp(join(tmpdir(), 'lyceo-deployments-'));
  buildB = await sharedBuild(BRAND_BUILD);
  buildC = await sharedBuild(KILL_SWITCH_BUILD);
  // A deployment that lacks the videos page's chunk altogether (a botched upload).
  buildBroken = join(workDir, 'broken');
  await cp(buildB, buildBroken, { recursive: true });
  const videos = (await readdir(join(buildBroken, 'assets'))).filter((file) =>
    file.startsWith('VideosPage-'),
  );
  await Promise.all(videos.map((file) => rm(join(buildBroken, 'assets', file))));
  site = await startStaticSite(SW_UPDATE_PORT, join(ROOT, 'dist/web'));
});

test.afterAll(async () => {
  await site?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

const brand = (page: Page) => page.locator('.navbar-brand');

/**
 * First visit of build A, until its service worker controls the page. On the
 * console, a page that loads the app at once: the landing page loads it only
 * at a visitor's first click (lib/appEntry.ts), and the update notice is the app's.
 */
async function visitA(page: Page, query = ''): Promise<void> {
  site.deploy(join(ROOT, 'dist/web'));
  await page.goto(`${SITE}${query}#/console`);
  await expect(brand(page)).toHaveText(BRAND_A);
  await waitForServiceWorker(page);
}

/** What the service worker keeps at run time (src/sw/runTimeCache.ts): the keys. */
function keptAtRunTime(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const cache = await caches.open('lyceo-run-time');
    return (await cache.keys()).map((request) => request.url);
  });
}

/**
 * The keys a build's worker keeps its files under at run time (cacheKeysOf,
 * src/sw/runTimeCache.ts): the URL, with the file's revision when it has one.
 */
async function runTimeKeysOf(build: string): Promise<Set<string>> {
  const worker = await readFile(join(build, 'sw.js'), 'utf8');
  const files = [...worker.matchAll(/\{[^{}]*"url":"[^"]+"[^{}]*\}/g)].map(
    ([entry]) => JSON.parse(entry) as { url: string; revision: string | null },
  );
  return new Set(
    files.map(({ url, revision }) => {
      const key = new URL(url, SITE);
      if (revision) key.searchParams.set('__WB_REVISION__', revision);
      return key.href;
    }),
  );
}

/** A build's English privacy policy: a file with no hash in its name, kept under its revision. */
const LEGAL = 'privacy-policy/index.html';

/** The key a build's worker keeps LEGAL under at run time. */
async function legalKeyOf(build: string): Promise<string> {
  const key = [...(await runTimeKeysOf(build))].find(
    (href) => new URL(href).pathname === `/${LEGAL}`,
  );
  expect(key).toContain('__WB_REVISION__=');
  return key as string;
}

// One first visit and one install of B for what three tests each set up: the notice on the
// next visit, the tab opened just before the update is applied, and the run-time cache after it.
test('a new deployment is offered on the next visit; Reload shows it in every tab, drops the files the old one kept at run time and keeps its own legal pages', async ({
  page,
  context,
}) => {
  await visitA(page);
  // The poster is not precached for a public visitor: opening it keeps its chunk.
  const poster = (await readdir(join(ROOT, 'dist/web/assets'))).find((file) =>
    /^PosterPage-[\w-]+\.js$/.test(file),
  );
  expect(poster).toBeDefined();
  await page.goto(`${SITE}#/poster`);
  await expect.poll(() => keptAtRunTime(page)).toContain(`${SITE}assets/${poster}`);
  // A's worker kept A's copy of the legal page: B's must replace it.
  const keyOfA = await legalKeyOf(join(ROOT, 'dist/web'));
  expect(await keptAtRunTime(page)).toContain(keyOfA);
  site.deploy(buildB);
  // A view of the app, which offers the new version: the landing page alone, which has not
  // started the app, would have it take over by itself, or not, as the install's timing goes
  // (src/sw/update.ts).
  await page.goto(`${SITE}#/console`);
  await page.reload();
  await startApp(page);
  const notice = page.locator('.site-notice-region');
  await expect(notice.getByText('A new version is available.')).toBeVisible({ timeout: 60_000 });
  // Until the visitor says so, the page stays on the version it started with.
  await expect(brand(page)).toHaveText(BRAND_A);
  expect(await axeViolations(page)).toEqual([]);

  // A second tab, served by the running version: its app has started, but its
  // clock stands still, so it is still within its first 2 s (its splash is up; a deep
  // link, which loads the app at once).
  const second = await context.newPage();
  await installPausedClock(second, new Date(2025, 2, 14, 10, 0, 0));
  await second.goto(`${SITE}#/console`);
  await expect(second.locator('html')).toHaveAttribute('data-app-started', '');
  await expect(brand(second)).toHaveText(BRAND_A);

  await notice.getByRole('button', { name: 'Reload' }).click();
  await expect(brand(page)).toHaveText(BRAND_B, { timeout: 30_000 });
  await expect(page.getByText('A new version is available.')).toHaveCount(0);
  // The new version has taken over the second tab too.
  await expect
    .poll(
      () =>
        second.evaluate(
          async () =>
            (await navigator.serviceWorker.getRegistration())?.active ===
            navigator.serviceWorker.controller,
        ),
      { timeout: 30_000 },
    )
    .toBe(true);

  // Its language's legal pages, kept under B's revisions, stay; the old poster chunk goes.
  const keysOfB = await runTimeKeysOf(buildB);
  await expect
    .poll(async () => (await keptAtRunTime(page)).filter((key) => !keysOfB.has(key)))
    .toEqual([]);

  // Same URL, two copies (the brands differ): under B's revision the cache must hold B's copy,
  // not the bytes A's worker fetched (the browser's HTTP cache has them too).
  const legalOfA = await readFile(join(ROOT, 'dist/web', LEGAL), 'utf8');
  const legalOfB = await readFile(join(buildB, LEGAL), 'utf8');
  expect(legalOfB).not.toBe(legalOfA);
  const keyOfB = await legalKeyOf(buildB);
  expect(keyOfB).not.toBe(keyOfA);
  const keptCopy = await page.evaluate(
    async (key) => (await (await caches.open('lyceo-run-time')).match(key))?.text(),
    keyOfB,
  );
  expect(keptCopy).toBe(legalOfB);

  // Only now the second tab's splash time passes. (Until its reload, that tab runs A's code, and
  // the chunks it then asks for come to B's worker from the browser's HTTP cache, which B's
  // worker keeps at run time: the check above is about what the visitor's own page left.)
  await second.clock.runFor(2_100);
  await expect(brand(second)).toHaveText(BRAND_B, { timeout: 30_000 });

  // And the worker serves that copy for the page, with no network to fall back on.
  await context.setOffline(true);
  await page.goto(`${SITE}privacy-policy/`);
  await expect(page).toHaveTitle(`Privacy Policy · ${BRAND_B}`);
});

test('a kiosk takes the new deployment at its next idle reset, with no one touching it', async ({
  page,
}) => {
  await page.clock.install();
  // The longest idle delay: no reset comes before the test asks for one.
  await visitA(page, '?kiosk=1&idle=3600');
  await page.clock.runFor(2_100);
  await expect(page.locator('#splash')).toHaveCount(0);
  await expect(page.locator('html')).toHaveClass(/kiosk/);
  // A visitor's touch: the idle timer runs only once the attract loop has given way.
  await dismissAttract(page);
  // The idle delay runs from that touch: the warning is due an hour later on the page's clock,
  // or a moment sooner (the touch came before this reading).
  const warningDue = (await page.evaluate(() => Date.now())) + 3_600_000;

  site.deploy(buildB);
  // The kiosk never navigates; it asks for a new version every 15 minutes.
  const check = 15 * 60_000;
  await page.clock.runFor(check);
  // Installed, as the page has heard it: the worker's state changes in the same task that
  // tells the app's listener, which keeps the version for the next reset. The registration's
  // `waiting` is set a task earlier; a reset run in between (CI, once) found nothing to apply.
  await expect
    .poll(
      () =>
        page.evaluate(
          async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? null,
        ),
      { timeout: 60_000 },
    )
    .toBe('installed');
  // Waiting, not shown: nobody is asked at a kiosk.
  await expect(brand(page)).toHaveText(BRAND_A);
  await expect(page.getByText('A new version is available.')).toHaveCount(0);

  // Idle delay up to the "Still there?" warning, then its 10 s, then the reset, and no further:
  // the reset waits for the new version to take control in real time (resetIntoUpdate.ts), and a
  // jump of the page's fake time past the reset would pass its limit at once.
  const warning = page.getByRole('dialog', { name: 'Still there?' });
  // The page's clock flowed with real time while B installed: to a minute short of the warning
  // (each step of ten seconds costs the test up to a second of real time), then in steps.
  await page.clock.runFor(warningDue - 60_000 - (await page.evaluate(() => Date.now())));
  // Steps as long as the warning: a step that ends after it began ends before the reset.
  await expect(async () => {
    await page.clock.runFor(10_000);
    await expect(warning).toBeVisible({ timeout: 100 });
  }).toPass({ timeout: 60_000 });
  await page.clock.runFor(10_000);
  await expect(brand(page)).toHaveText(BRAND_B, { timeout: 30_000 });
  await expect(page).toHaveURL(`${SITE}?kiosk=1&idle=3600#/`);
  await expect(page.locator('html')).toHaveClass(/kiosk/);
});

test('the kill switch removes the service worker and its caches from a visitor', async ({
  page,
}) => {
  await visitA(page);
  site.deploy(buildC);
  // A visit makes the browser look for a new sw.js; it finds the kill switch's, which
  // unregisters itself and reloads the page from the network. Chrome looks once the old
  // worker is idle, which on a loaded machine can come after the page settled: the
  // visitor's next visit looks again.
  await expect(async () => {
    await page.reload();
    await expect(brand(page)).toHaveText(BRAND_C, { timeout: 20_000 });
  }).toPass({ timeout: 120_000 });
  await expect.poll(() => serviceWorkerRegistrations(page), { timeout: 30_000 }).toBe(0);
  await expect.poll(() => page.evaluate(async () => (await caches.keys()).length)).toBe(0);
  // And the page of that deployment registers none again.
  await page.reload();
  await expect(brand(page)).toHaveText(BRAND_C);
  await expect(page.locator('#splash')).toHaveCount(0, { timeout: 5000 });
  await page.waitForLoadState('networkidle');
  expect(await serviceWorkerRegistrations(page)).toBe(0);
});

// Hostile review R4-01: on Save-Data the landing page registers its worker only once the link is
// faster (lib/offlineCopy.ts), maybe hours later; a deploy in between left that worker keeping
// the previous deployment's page, taken from the browser's cache, until the next deploy.
test('a worker registered after a deploy keeps the new deployment’s page, not the one the browser loaded', async ({
  page,
  context,
}) => {
  site.deploy(join(ROOT, 'dist/web'));
  await saveData(page);
  await page.goto(`${SITE}#/`);
  await expect(brand(page)).toHaveText(BRAND_A);
  await page.waitForLoadState('load');
  expect(await serviceWorkerRegistrations(page)).toBe(0);

  site.deploy(buildB);
  await linkGetsFaster(page);
  await waitForServiceWorker(page);
  // Offline, the worker answers with the page it kept: B's, though the browser had loaded A's.
  await context.setOffline(true);
  await page.reload();
  await expect(brand(page)).toHaveText(BRAND_B);
});

/** The file name of the videos page's chunk in a build folder. */
async function videosChunk(folder: string): Promise<string | undefined> {
  return (await readdir(join(folder, 'assets'))).find((file) => /^VideosPage-.*\.js$/.test(file));
}

test.describe('a tab with no service worker', () => {
  // A first visit, or a browser without service workers: the old chunks come from the host.
  test.use({ serviceWorkers: 'block' });

  /** Build A's landing page in a tab, with its app started or not yet; counts the tab's loads from then on. */
  async function landingOfA(page: Page, app: 'started' | 'not yet'): Promise<() => number> {
    site.deploy(join(ROOT, 'dist/web'));
    // The landing page starts the app at a first click (lib/appEntry.ts), on Save-Data only when the visitor goes to it.
    if (app === 'not yet') await saveData(page);
    await page.goto(`${SITE}#/`);
    await expect(brand(page)).toHaveText(BRAND_A);
    if (app === 'started') await startApp(page);
    else
      expect(await page.locator('html[data-app-requested], html[data-app-started]').count()).toBe(
        0,
      );
    let loads = 0;
    page.on('load', () => (loads += 1));
    return () => loads;
  }

  async function toVideosOfB(page: Page, loads: () => number): Promise<void> {
    site.deploy(buildB);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Educational Videos' }).click();
    await expect(brand(page)).toHaveText(BRAND_B, { timeout: 30_000 });
    await expect(page).toHaveURL(`${SITE}#/videos`);
    await expect(page.getByRole('heading', { level: 1, name: 'Educational Videos' })).toBeVisible();
    expect(loads()).toBe(1);
  }

  test('reloads once into the new deployment when its lazy chunk is gone, on the route it wanted', async ({
    page,
  }) => {
    const oldChunk = await videosChunk(join(ROOT, 'dist/web'));
    expect(oldChunk).toBeDefined();
    expect(await videosChunk(buildB)).not.toBe(oldChunk);
    await toVideosOfB(page, await landingOfA(page, 'started'));
  });

  test('a landing page whose app the deployment replaced reloads once into the new one, on the route tapped', async ({
    page,
  }) => {
    await toVideosOfB(page, await landingOfA(page, 'not yet'));
  });

  test('does not reload again when the new deployment lacks the chunk too', async ({ page }) => {
    const loads = await landingOfA(page, 'started');

    site.deploy(buildBroken);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Educational Videos' }).click();
    await expect(brand(page)).toHaveText(BRAND_B, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Unexpected Application Error!',
      { timeout: 30_000 },
    );
    await expect(page).toHaveURL(`${SITE}#/videos`);
    // Whatever it was going to fetch has come or failed, and no second reload began.
    await page.waitForLoadState('networkidle');
    expect(loads()).toBe(1);
  });
});
