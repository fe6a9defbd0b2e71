// What kiosk mode downloads on top of the website's first view (gzip): the
// kiosk layer (idle reset, QR handoff, attract loop, usage counting) with
// everything it imports statically, and the staff screens (PIN pad, usage view)
// on top of that. The public website downloads none of it.
import { existsSync, readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { KIOSK_PARTS, RUN_WHERE_USED } from '../src/shared/assetNames.mjs';
import { gzipSize, measureFirstView, staticImports } from './first-view.mjs';

export const KIOSK_BUDGETS = {
  // 30 KB until the landing page stopped loading the app itself (issue 37): modules the
  // first view and the lazy pages shared moved out of it into shared chunks, which the
  // kiosk now counts here (first view + kiosk went from about 149.5 to 148.7 KB).
  kiosk: 33_000,
  // 10 KB until issue 63 (9.0 KB then): the day hour by hour and day by day (SVG charts and
  // their tables), passers-by and their definitions in both languages, the stand report (a CSV
  // reader, the merger of several kiosks' files) made it 14.1 KB. Loaded only when staff open
  // the PIN pad, never by a visitor.
  staff: 15_000,
};

/** @typedef {keyof typeof KIOSK_BUDGETS} KioskBudget */
/** @typedef {{ kind: string, file: string, gzip: number }} Row */

/**
 * Vite names a lazy chunk, and the stylesheet split from it, after its module: `Name-<hash>.js|css`.
 * @param {string} assets
 * @param {string} name
 * @param {string} extension
 */
function chunksNamed(assets, name, extension) {
  const pattern = new RegExp(`^${name.replaceAll('.', '\\.')}-[\\w-]+\\.${extension}$`);
  return readdirSync(assets)
    .filter((file) => pattern.test(file))
    .map((file) => join(assets, file));
}

/** The stylesheet Vite split from a script chunk, if any. @param {string} script */
const stylesOf = (script) =>
  chunksNamed(dirname(script), basename(script).replace(/-[\w-]+\.js$/, ''), 'css');

/**
 * @param {string} distDir
 * @param {{ rows: { file: string }[] }} [firstView] the first view's measure, when the caller has it already
 * @returns {{ kiosk: number, staff: number, rows: (Row & { part: string })[] }}
 */
export function measureKioskChunks(distDir, firstView) {
  const assets = join(distDir, 'assets');
  if (!existsSync(assets)) throw new Error(`${assets} not found: build the website first`);
  /** @type {Set<string>} */
  const counted = new Set(
    (firstView ?? measureFirstView(distDir)).rows.map((row) => join(distDir, row.file)),
  );
  /** @type {(Row & { part: string })[]} */
  const rows = [];
  const totals = { kiosk: 0, staff: 0 };
  for (const part of /** @type {KioskBudget[]} */ (Object.keys(KIOSK_PARTS))) {
    const roots = KIOSK_PARTS[part].flatMap((name) => chunksNamed(assets, name, 'js'));
    if (roots.length !== KIOSK_PARTS[part].length) {
      throw new Error(
        `${part}: expected chunks ${KIOSK_PARTS[part].join(', ')}, found ${roots.length}`,
      );
    }
    const scripts = [...staticImports(roots)];
    for (const file of [...scripts, ...scripts.flatMap(stylesOf)]) {
      if (counted.has(file)) continue;
      counted.add(file);
      const gzip = gzipSize(file);
      rows.push({
        part,
        kind: file.endsWith('.css') ? 'css' : 'javascript',
        file: file.slice(distDir.length + 1),
        gzip,
      });
      totals[part] += gzip;
    }
  }
  return { ...totals, rows };
}

/**
 * Presenter mode (`?present=1`): what the audience's deck (its chunk and
 * everything it imports statically) adds to the first view. Measured on its
 * own, not on top of the kiosk's: a presenter runs no kiosk, so the chunks it
 * shares with one count here too. 15,000 B until issue 62; 19,000 B since: full
 * screen and its offer, the pause and "Back to the site", the overview, the
 * jump to a typed number, the key list, the FAQ's one-line answers, the
 * presenter view's sync, and honest slide seconds, in both languages.
 */
export const PRESENTER_BUDGET = 19_000;
/**
 * What only the presenter's second window (the presenter view and the speaker
 * notes) and a wide screen's idle keeping of the deck (keepOffline) add on top
 * of the deck: never the audience's download.
 */
export const PRESENTER_LATER_BUDGET = 4_000;
/** The deck's own chunks; the rest of RUN_WHERE_USED.present comes later, if ever. */
const PRESENTER_DECK = ['loadPresenter', 'Presenter'];

/**
 * @param {string} distDir
 * @param {{ rows: { file: string }[] }} [firstView]
 * @returns {{ present: number, later: number, rows: (Row & { part: 'present' | 'later' })[] }}
 */
export function measurePresenterChunks(distDir, firstView) {
  const assets = join(distDir, 'assets');
  const counted = new Set(
    (firstView ?? measureFirstView(distDir)).rows.map((row) => join(distDir, row.file)),
  );
  const totals = { present: 0, later: 0 };
  /** @type {(Row & { part: 'present' | 'later' })[]} */
  const rows = [];
  /** @type {['present' | 'later', string[]][]} */
  const parts = [
    ['present', PRESENTER_DECK],
    ['later', RUN_WHERE_USED.present.filter((name) => !PRESENTER_DECK.includes(name))],
  ];
  for (const [part, names] of parts) {
    const roots = names.flatMap((name) => chunksNamed(assets, name, 'js'));
    if (roots.length !== names.length) {
      throw new Error(`present: expected chunks ${names.join(', ')}`);
    }
    const scripts = [...staticImports(roots)];
    for (const file of [...scripts, ...scripts.flatMap(stylesOf)]) {
      if (counted.has(file)) continue;
      counted.add(file);
      const gzip = gzipSize(file);
      const kind = file.endsWith('.css') ? 'css' : 'javascript';
      rows.push({ part, kind, file: file.slice(distDir.length + 1), gzip });
      totals[part] += gzip;
    }
  }
  return { ...totals, rows };
}

/**
 * @param {Record<KioskBudget, number>} measure
 * @returns {string[]}
 */
export function kioskOverBudget(measure) {
  return /** @type {[KioskBudget, number][]} */ (Object.entries(KIOSK_BUDGETS))
    .filter(([key, limit]) => measure[key] > limit)
    .map(([key, limit]) => `${key} chunks: ${measure[key]} B gzip > ${limit} B`);
}
