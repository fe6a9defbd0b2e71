/// <reference lib="dom" />
// When a student can use what they see: seconds from navigation start until a
// landing control answers a real tap (CDP touch input, as a finger's), on the
// production build behind nginx with its own site.conf, at 375 px, on 2G and
// slow 3G (the content-visible bench's networks) with the CPU slowed 4× and 6×,
// each visit in a fresh browser context (no cache, no service worker yet):
// - the phone menu: from when the hero shows, tap the toggler until the menu shows;
// - the FAQ: tap the first question until its answer shows;
// - the language switch: tap the other language until the page is in it
//   (`<html lang>` and the other prerendered page's heading);
// - a `#/console` deep link: type "math" in the search until the table shows
//   only rows that match; the same from the landing page, its console link tapped first.
// Each on `/` and `fr/`. A control that does nothing is tapped again (polled
// every 100 ms); one that is on its way (an open disclosure, a page loading)
// is not. Median of the runs; a measure that fails gives "—" and its reason.
// Controls are found by stable ids and roles (#main-menu, #faq, #console-search,
// the language link's hreflang or button's lang), not by their copy.
// Part of `npm run bench`; alone: node scripts/bench-usable.mjs [--root dist/web]
// [--conf site.conf] [--runs 3] [--only "console;2G, CPU 4×"] (without --root it builds
// dist/web first; --only keeps the rows and columns whose names contain one of its terms),
// printing a Markdown table and writing REPORT. The machine's load average is
// printed beside the figures: other work on it slows every one.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { emulate, launchBrowser, NETWORKS, PHONE, serveBuild, watchLoad } from './benchSetup.mjs';
import { firstLine, parseRuns, pickByName, runsMarkdown, summarizeRuns } from './benchStats.mjs';

export const RUNS = 3;
export const REPORT = 'node_modules/.cache/bench/usable.json';
/** A measure not done by then is "—": the worst figure was 9.1 s. */
const GIVE_UP_MS = 60_000;
const POLL_MS = 100;
/**
 * Where a finger would tap the first visible element matching `selector`: its
 * centre, once scrolled into view at once (not smoothly), or null while there
 * is none. Plain DOM code sent as source, so that a tap costs the page what a
 * finger's does: Playwright's locators inject its selector engine into the
 * page on first use, which took 0.7 to 1.3 s of a 6× slowed CPU before each
 * visit's first tap (measured against this, 2026-11-26).
 * @param {string} selector
 */
function tapPoint(selector) {
  const shown = Array.from(document.querySelectorAll(selector)).find((element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  });
  if (!shown) return null;
  shown.scrollIntoView({ block: 'center', behavior: 'instant' });
  const box = shown.getBoundingClientRect();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * A finger's tap (CDP touch input) on the first visible `selector`, without
 * waiting for the page to say it is ready. A target not there yet fails, and
 * is tried at the next poll.
 * @param {import('@playwright/test').Page} page
 * @param {string} selector
 */
async function tap(page, selector) {
  const point = await page.evaluate(`(${tapPoint.toString()})(${JSON.stringify(selector)})`);
  if (!point) throw new Error(`nothing visible matches ${selector}`);
  const { x, y } = /** @type {{ x: number, y: number }} */ (point);
  await page.touchscreen.tap(x, y);
}

const SEARCH = 'math';
/** How long a tap may wait for the page to handle it before the next one. */
const TAP_ANSWER_MS = 5_000;

/** The columns: each network at each CPU slowdown. */
export const CONDITIONS = /** @type {const} */ (['2G', 'slow 3G']).flatMap((network) =>
  [4, 6].map((cpu) => ({
    name: `${network}, CPU ${cpu}×`,
    network: NETWORKS[network],
    cpu,
  })),
);

/** @typedef {{ state: 'done' | 'pending' | 'tap' | 'absent', at: number, clicks?: number }} Check */

/** The page's count of clicks so far, which tells when a tap has reached it. */
const CLICKS = 'benchUsableClicks';

/**
 * Runs in the page from its first byte: counts the clicks it receives
 * (listening only), so a tap the busy page has not handled yet is not
 * followed by a second one that would undo it (a menu opened, then closed).
 * @param {string} name
 */
function countClicks(name) {
  const counter = /** @type {Record<string, number>} */ (/** @type {unknown} */ (window));
  counter[name] = 0;
  addEventListener('click', () => (counter[name] = (counter[name] ?? 0) + 1), {
    capture: true,
    passive: true,
  });
}
/** @typedef {(typeof CONDITIONS)[number]} Condition */
/** @typedef {import('./benchStats.mjs').RunResult} RunResult */

/**
 * @typedef {{
 *   row: string,
 *   page: string,
 *   path: string,
 *   locale: string,
 *   check: (page: import('@playwright/test').Page, expected: Expected) => Promise<Check>,
 *   act: (page: import('@playwright/test').Page) => Promise<void>,
 *   what: string,
 * }} Measure
 * @typedef {{ heading: Record<'en' | 'fr', string>, startPath: string }} Expected
 */

// Page code: each check runs in the page (sent as source, so it may use no
// name from this module) and says whether the control has answered ('done'),
// is answering ('pending': do not tap it again) or not yet ('tap').

/** The hero is visible: the splash gone and the page's heading painted. */
function heroState() {
  const splash = document.getElementById('splash');
  const covered = splash !== null && getComputedStyle(splash).display !== 'none';
  const heading = document.querySelector('h1');
  const box = heading?.getBoundingClientRect();
  return !covered && heading && box && box.height > 0 ? 'done' : 'pending';
}

/** The phone menu: its list shown, or opening (the switch ticked, the button expanded). */
function menuState() {
  const menu = document.getElementById('main-menu');
  const box = menu?.getBoundingClientRect();
  if (menu && box && box.height > 0 && getComputedStyle(menu).visibility !== 'hidden')
    return 'done';
  const opening =
    /** @type {HTMLInputElement | null} */ (document.getElementById('main-menu-switch'))
      ?.checked === true ||
    document.querySelector('.navbar-toggler[aria-expanded="true"]') !== null ||
    menu?.classList.contains('collapsing') === true;
  return opening ? 'pending' : 'tap';
}

/** The FAQ's first question: a native disclosure, or a button that expands its answer. */
function faqState() {
  const question = document.querySelector('#faq summary, #faq [aria-expanded]');
  if (!question) return 'absent';
  const details = question.closest('details');
  /** @type {Element | null} */
  let answer;
  if (details) {
    if (!details.open) return 'tap';
    answer = details.querySelector(':scope > :not(summary)');
  } else {
    if (question.getAttribute('aria-expanded') !== 'true') return 'tap';
    answer = document.getElementById(question.getAttribute('aria-controls') ?? '');
  }
  const box = answer?.getBoundingClientRect();
  return answer && box && box.height > 0 && getComputedStyle(answer).visibility !== 'hidden'
    ? 'done'
    : 'pending';
}

/**
 * The page is in `lang`: `<html lang>` says so and the heading reads as that
 * language's prerendered page's. A page on its way (its address changed) is pending.
 * @param {{ lang: string, heading: string, startPath: string }} expected
 */
function languageState({ lang, heading, startPath }) {
  const h1 = document.querySelector('h1');
  const text = (h1?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const box = h1?.getBoundingClientRect();
  if (document.documentElement.lang === lang && text === heading && box && box.height > 0)
    return 'done';
  return location.pathname === startPath ? 'tap' : 'pending';
}

/**
 * The console's search holds `search` and every row of its table matches it
 * (case and accents aside, title or subject, as the console's own search).
 * From the landing page (`fromLanding`), the console's link is tapped first.
 * @param {{ search: string, fromLanding: boolean }} arg
 */
function consoleState({ search, fromLanding }) {
  if (fromLanding && !location.hash.startsWith('#/console')) return 'tap';
  const field = /** @type {HTMLInputElement | null} */ (
    document.querySelector('#console-search, main input[type="search"]')
  );
  if (!field) return 'absent';
  const key = (/** @type {string} */ text) =>
    text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
  if (key(field.value) !== search) return 'tap';
  const rows = Array.from(document.querySelectorAll('main tbody tr'));
  const box = rows[0]?.getBoundingClientRect();
  const matching = rows.every((row) => key(row.textContent ?? '').includes(search));
  return matching && box && box.height > 0 ? 'done' : 'pending';
}

/**
 * Runs a check in the page, with the wall-clock time it ran at (the page's
 * main thread may be busy long after it was asked). A page being replaced (a
 * navigation) is pending.
 * @param {import('@playwright/test').Page} page
 * @param {(arg: never) => string} state
 * @param {unknown} [arg]
 * @returns {Promise<Check>}
 */
function inPage(page, state, arg) {
  const call = `(${state.toString()})(${JSON.stringify(arg ?? null)})`;
  return page.evaluate(`({ state: ${call}, at: Date.now(), clicks: window.${CLICKS} ?? 0 })`).then(
    (check) => /** @type {Check} */ (check),
    () => /** @type {Check} */ ({ state: 'pending', at: Date.now() }),
  );
}

/**
 * Types the search into the console's field.
 * @param {import('@playwright/test').Page} page
 */
async function typeSearch(page) {
  await tap(page, '#console-search, main input[type="search"]');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(SEARCH);
}

/** The control that switches to `lang`: a link to that language's page, or a button. */
const languageControl = (lang = 'fr') => `a[hreflang="${lang}"], button[lang="${lang}"]`;

/** @type {Measure[]} */
export const MEASURES = [
  ...[
    { path: '', locale: 'en-GB', label: '`/`' },
    { path: 'fr/', locale: 'fr-FR', label: '`fr/`' },
  ].flatMap(({ path, locale, label }) => {
    const other = path ? 'en' : 'fr';
    return /** @type {Measure[]} */ ([
      {
        row: `phone menu opens, ${label}`,
        page: label,
        path,
        locale,
        what: 'menu shown',
        check: (page) => inPage(page, menuState),
        act: (page) => tap(page, '.navbar-toggler'),
      },
      {
        row: `FAQ answer opens on a tap, ${label}`,
        page: label,
        path,
        locale,
        what: 'first FAQ answer shown',
        check: (page) => inPage(page, faqState),
        act: (page) => tap(page, '#faq summary, #faq [aria-expanded]'),
      },
      {
        row: `language switch shows ${other === 'fr' ? 'French' : 'English'}, ${label}`,
        page: label,
        path,
        locale,
        what: `page in ${other === 'fr' ? 'French' : 'English'}`,
        check: (page, expected) =>
          inPage(page, languageState, {
            lang: other,
            heading: expected.heading[other],
            startPath: expected.startPath,
          }),
        act: (page) => tap(page, languageControl(other)),
      },
      {
        row: `\`#/console\` deep link, typing filters the rows, ${label}`,
        page: label,
        path: `${path}#/console`,
        locale,
        what: `only rows matching "${SEARCH}"`,
        check: (page) => inPage(page, consoleState, { search: SEARCH, fromLanding: false }),
        act: typeSearch,
      },
      {
        row: `\`#/console\` from the landing page's link, typing filters the rows, ${label}`,
        page: label,
        path,
        locale,
        what: `only rows matching "${SEARCH}"`,
        check: (page) => inPage(page, consoleState, { search: SEARCH, fromLanding: true }),
        async act(page) {
          const there = await page.evaluate(() => location.hash.startsWith('#/console'));
          if (there) await typeSearch(page);
          else await tap(page, 'a[href$="#/console"]');
        },
      },
    ]);
  }),
];

/**
 * The heading of each language's prerendered page, as the visitor reads it.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @returns {Promise<Record<'en' | 'fr', string>>}
 */
async function headings(browser, url) {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-GB' });
  try {
    const page = await context.newPage();
    /** @param {string} path */
    const read = async (path) => {
      await page.goto(url + path);
      const text = await page.locator('h1').first().textContent();
      return (text ?? '').replace(/\s+/g, ' ').trim();
    };
    return { en: await read(''), fr: await read('fr/') };
  } finally {
    await context.close();
  }
}

/**
 * One visit: ms from navigation start until the measure's control answered.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url the site's root
 * @param {Measure} measure
 * @param {Condition} condition
 * @param {Record<'en' | 'fr', string>} heading
 * @returns {Promise<RunResult>}
 */
async function oneRun(browser, url, measure, condition, heading) {
  const context = await browser.newContext({ ...PHONE, locale: measure.locale });
  try {
    const page = await context.newPage();
    await emulate(context, page, { network: condition.network, cpu: condition.cpu });
    let taps = 0;
    // A tap that started a page load (a link to the other language) is not repeated.
    let navigating = false;
    page.on('request', (request) => {
      if (taps > 0 && request.isNavigationRequest() && request.frame() === page.mainFrame())
        navigating = true;
    });
    const address = url + measure.path;
    const expected = { heading, startPath: new URL(address).pathname };
    await page.addInitScript(countClicks, CLICKS);
    const start = Date.now();
    const deadline = start + GIVE_UP_MS;
    await page.goto(address, { waitUntil: 'commit', timeout: GIVE_UP_MS });
    // Taps start once the hero shows (a deep link shows the console instead: its check waits).
    /** @type {number | undefined} */
    let shownMs;
    while (!measure.path.includes('#/') && shownMs === undefined) {
      const hero = await inPage(page, heroState);
      if (hero.state === 'done') shownMs = hero.at - start;
      else if (Date.now() > deadline) return { error: `no hero after ${GIVE_UP_MS / 1000} s` };
      else await sleep(POLL_MS);
    }
    let lastTapError = '';
    /** The page's click count when the last tap was made: until it grows the tap is on its way. */
    let clicksBeforeTap = -1;
    /** Until then a tap the page may still be handling is not repeated. */
    let tapAnsweredBy = 0;
    while (Date.now() < deadline) {
      const check = await measure.check(page, expected);
      if (check.state === 'done') return { ms: check.at - start, taps, shownMs };
      const tapHandled = (check.clicks ?? 0) > clicksBeforeTap || Date.now() > tapAnsweredBy;
      if (check.state === 'tap' && !navigating && tapHandled) {
        taps += 1;
        clicksBeforeTap = check.clicks ?? 0;
        tapAnsweredBy = Date.now() + TAP_ANSWER_MS;
        await measure.act(page).then(
          () => (lastTapError = ''),
          (/** @type {unknown} */ error) => {
            lastTapError = firstLine(error);
            tapAnsweredBy = 0; // no tap was made
          },
        );
      }
      await sleep(POLL_MS);
    }
    const last = lastTapError ? `; last tap: ${lastTapError}` : '';
    return { error: `${measure.what}: not after ${GIVE_UP_MS / 1000} s, ${taps} taps${last}` };
  } catch (error) {
    return { error: firstLine(error) };
  } finally {
    await context.close();
  }
}

/**
 * @typedef {{ row: string, cells: Record<string, { seconds: number | null, text: string,
 *   failures: string[], runs: RunResult[] }> }} UsableRow
 */

/**
 * @typedef {{ runs: number, conditions: string[], rows: UsableRow[],
 *   loadAverage: { start: number, end: number } }} UsableResult
 */

/**
 * Serves `root` with nginx and its site.conf, and times every measure under every condition
 * (or those whose row or column names contain `only`).
 * @param {{ root: string, conf?: string, runs?: number, only?: string, log?: (line: string) => void }} options
 * @returns {Promise<UsableResult>}
 */
export async function measureUsable({ root, conf, runs = RUNS, only = '', log = () => {} }) {
  // `--only "console;2G, CPU 4×"`: each term keeps the rows or columns whose names contain it.
  const picked = {
    measures: pickByName(MEASURES, (measure) => measure.row, only),
    conditions: pickByName(CONDITIONS, (condition) => condition.name, only),
  };
  const loadAverage = watchLoad();
  const server = await serveBuild({ root, conf });
  const browser = await launchBrowser();
  try {
    const heading = await headings(browser, server.url);
    /** @type {UsableRow[]} */
    const rows = picked.measures.map((measure) => ({ row: measure.row, cells: {} }));
    for (const condition of picked.conditions) {
      for (const [index, measure] of picked.measures.entries()) {
        /** @type {RunResult[]} */
        const results = [];
        for (let run = 0; run < runs; run += 1) {
          results.push(await oneRun(browser, server.url, measure, condition, heading));
        }
        const cell = { ...summarizeRuns(results), runs: results };
        /** @type {UsableRow} */ (rows[index]).cells[condition.name] = cell;
        log(`${condition.name} | ${measure.row}: ${cell.text} ${JSON.stringify(results)}`);
      }
    }
    // What each page's visits waited for before the first tap: the rest is the controls' own wait.
    const pages = [...new Set(picked.measures.map((measure) => measure.page))];
    const shown = pages.map((label) => {
      /** @type {UsableRow} */
      const row = { row: `the hero shows (the visits above), ${label}`, cells: {} };
      for (const condition of picked.conditions) {
        const runsOfPage = rows
          .filter((_, index) => picked.measures[index]?.page === label)
          .flatMap((measureRow) => measureRow.cells[condition.name]?.runs ?? []);
        const times = runsOfPage.flatMap((run) =>
          'shownMs' in run && run.shownMs !== undefined ? [{ ms: run.shownMs }] : [],
        );
        if (times.length) row.cells[condition.name] = { ...summarizeRuns(times), runs: times };
      }
      return row;
    });
    return {
      runs,
      conditions: picked.conditions.map((condition) => condition.name),
      rows: [...shown, ...rows],
      loadAverage: loadAverage(),
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}

/**
 * The issue's table, "—" cells' reasons listed below it.
 * @param {UsableResult} result
 */
export function usableMarkdown(result) {
  return runsMarkdown('usable after (s)', { ...result, columns: result.conditions });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      root: { type: 'string' },
      conf: { type: 'string' },
      runs: { type: 'string', default: String(RUNS) },
      only: { type: 'string' },
    },
  });
  if (!values.root) execFileSync('npm', ['run', 'build:web'], { stdio: 'inherit' });
  const root = resolve(values.root ?? 'dist/web');
  const runs = parseRuns(values.runs);
  const result = await measureUsable({
    root,
    conf: values.conf ? resolve(values.conf) : undefined,
    runs,
    only: values.only,
    log: (line) => console.log(line),
  });
  console.log(`\nUsable after it shows, ${root}, behind nginx with its site.conf, 375 px:\n`);
  console.log(usableMarkdown(result));
  mkdirSync(dirname(REPORT), { recursive: true });
  writeFileSync(
    REPORT,
    `${JSON.stringify({ date: new Date().toISOString(), root, ...result }, null, 2)}\n`,
  );
  console.log(`\nWritten to ${REPORT}`);
}
