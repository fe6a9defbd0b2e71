/// <reference lib="dom" />
// Screenshots for the docs: how the site looks, before and after a change of its look
// (issue 54), into docs/screenshots/<label>/. It builds nothing: it photographs a
// production build that is already served.
//
//   npx vite build --config vite.web.config.ts      # the production build
//   node scripts/serve-web.mjs &                     # serves it (PORT_OFFSET moves the port)
//   node scripts/screenshots-docs.mjs after          # label; a second argument overrides the address
//
// What it takes, each in English (`/`) and French (`fr/`), light and dark (the page's
// prefers-color-scheme), at device scale 1 so the files stay small:
// - the landing page's first screen at 375 × 812, 1280 × 800 and 1920 × 1080: `1280-fr-dark.png`;
// - the whole landing page at 375 px: `375-en-light-full.png`;
// - the console's first screen at 375 and 1280: `375-en-light-console.png`;
// - a browser kiosk's attract screen at 1920 × 1080, bilingual, once a scheme: `1920-dark-attract.png`.
// Chromium is the tests' (tooling/chromium.mjs: /usr/bin/chromium-headless-shell where
// installed). Motion is reduced, so the attract loop's first slide holds still.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findTestChromium } from '../tooling/chromium.mjs';
import { localUrl, WEB_PREVIEW_PORT } from '../tooling/ports.mjs';

/** @typedef {'light' | 'dark'} Scheme */
/** @typedef {'en' | 'fr'} Language */
/**
 * @typedef {object} Shot
 * @property {string} file the PNG's name in the label's folder
 * @property {string} path the page, relative to the site's address
 * @property {number} width
 * @property {number} height
 * @property {Scheme} scheme
 * @property {'landing' | 'console' | 'attract'} view
 * @property {boolean} fullPage
 */

/** Viewport heights: a common phone, a laptop, a kiosk's full-HD screen. */
const HEIGHTS = /** @type {const} */ ({ 375: 812, 1280: 800, 1920: 1080 });
/** @type {Language[]} */
const LANGUAGES = ['en', 'fr'];
/** @type {Scheme[]} */
const SCHEMES = ['light', 'dark'];

/** @param {Language} language */
const root = (language) => (language === 'en' ? '' : `${language}/`);

/**
 * Every shot, in the order taken.
 * @returns {Shot[]}
 */
export function docShots() {
  /** @type {Shot[]} */
  const shots = [];
  for (const language of LANGUAGES) {
    for (const scheme of SCHEMES) {
      const at = /** @param {375 | 1280 | 1920} width */ (width) => ({
        width,
        height: HEIGHTS[width],
        scheme,
      });
      const name = /** @param {number} width @param {string} [suffix] */ (width, suffix) =>
        `${width}-${language}-${scheme}${suffix ? `-${suffix}` : ''}.png`;
      for (const width of /** @type {const} */ ([375, 1280, 1920])) {
        shots.push({
          file: name(width),
          path: root(language),
          ...at(width),
          view: 'landing',
          fullPage: false,
        });
      }
      shots.push({
        file: name(375, 'full'),
        path: root(language),
        ...at(375),
        view: 'landing',
        fullPage: true,
      });
      for (const width of /** @type {const} */ ([375, 1280])) {
        shots.push({
          file: name(width, 'console'),
          path: `${root(language)}#/console`,
          ...at(width),
          view: 'console',
          fullPage: false,
        });
      }
      // The loop speaks both languages at once: one shot a scheme (a 1920 px gradient is 0.75 MB).
      if (language === 'en') {
        shots.push({
          file: `1920-${scheme}-attract.png`,
          path: '?kiosk=1#/',
          ...at(1920),
          view: 'attract',
          fullPage: false,
        });
      }
    }
  }
  return shots;
}

/**
 * Waits until the view is drawn as a visitor sees it: the splash gone, the view in,
 * the fonts and every image decoded (a full page loads the lazy ones first).
 * @param {import('@playwright/test').Page} page
 * @param {Shot} shot
 */
async function settle(page, shot) {
  await page.waitForSelector('#splash', { state: 'detached', timeout: 30_000 });
  if (shot.view === 'attract') await page.waitForSelector('.attract', { timeout: 30_000 });
  if (shot.view === 'console') await page.waitForSelector('main h1', { timeout: 30_000 });
  await page.evaluate(async (fullPage) => {
    // Landing sections render as they near the screen (content-visibility): all of them.
    if (fullPage) document.documentElement.setAttribute('data-sections-laid-out', '');
    // A lazy image below the screen would never load, and its decode() never settle.
    for (const image of Array.from(document.images)) image.loading = 'eager';
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images, (image) => image.decode().catch(() => undefined)),
    );
  }, shot.fullPage);
}

/**
 * Takes every shot of `docShots()` of the site at `base` into `folder`.
 * @param {string} base the served build's address, ending in /
 * @param {string} folder
 */
export async function takeDocShots(base, folder) {
  mkdirSync(folder, { recursive: true });
  const browser = await chromium.launch({
    executablePath: (await findTestChromium()) ?? undefined,
    args: CHROMIUM_ARGS,
  });
  try {
    for (const shot of docShots()) {
      const context = await browser.newContext({
        viewport: { width: shot.width, height: shot.height },
        deviceScaleFactor: 1,
        colorScheme: shot.scheme,
        reducedMotion: 'reduce',
        // A fresh visitor each time: no service worker or language cookie carried over.
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      await page.goto(new URL(shot.path, base).href);
      await settle(page, shot);
      await page.screenshot({ path: resolve(folder, shot.file), fullPage: shot.fullPage });
      console.log(shot.file);
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [label, base = localUrl(WEB_PREVIEW_PORT)] = process.argv.slice(2);
  if (!label || !/^[a-z0-9-]+$/.test(label)) {
    console.error(
      'Usage: node scripts/screenshots-docs.mjs <label: a-z, 0-9, -> [address of the served build]',
    );
    process.exit(1);
  }
  await takeDocShots(base, resolve(import.meta.dirname, '../docs/screenshots', label));
}
