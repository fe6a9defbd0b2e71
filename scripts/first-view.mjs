// What the first view of the production website costs on the wire (gzip):
// index.html, the entry script and every chunk it imports statically, the
// stylesheets, and the icon and images those files reference. Lazy chunks
// (import()) are left out: they load on navigation.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { isPresenterAppScreenFile, languageOfAppScreenFile } from '../src/shared/assetNames.mjs';
import { precachedAtInstall } from '../src/shared/precacheRules.mjs';

export const BUDGETS = {
  javascript: 120_000,
  css: 12_000,
  total: 250_000,
};

/**
 * A public visitor's first visit to `/`, bodies as sent to a browser without
 * brotli (each file's .gz), service worker and its precache included
 * (measureFirstVisit). A guard 5 KB above today's 180 KB; the goal is 180 KB on
 * the wire, headers included, for the browsers that take brotli
 * (scripts/bench-wire.mjs measures it: 179.2 KB).
 */
// 195 KB measured (issue 37), plus the static legal pages precached for offline (issue 34),
// plus the QR code encoder (9.5 KB) the offline notice needs to show an outbound link's QR code
// with the network off (issue 34, item 10): 219.2 KB. Then 211.2 KB once the worker fetched
// only the visitor's language (the French copy and legal pages, 7.9 KB) and no kiosk manifest
// (0.5 KB) for an English visit, its own code 0.45 KB larger (issue 37, item 3). Then 196.2 KB
// once the routes no longer took the data router (17.2 KB of the libraries). Then 180.0 KB
// once the QR code came from lean-qr's nano build (7.1 KB less) and the dialogs were the
// browser's own <dialog> (7.1 KB less, react-bootstrap's Modal gone).
export const FIRST_VISIT_BUDGET = 185_000;

/** Each language's prerendered landing page (index.html, fr/index.html), gzip. */
export const LANGUAGE_PAGE_BUDGET = 25_000;

/** @typedef {keyof typeof BUDGETS} Budget */

/**
 * @typedef {{
 *   rows: { kind: string, file: string, gzip: number }[],
 *   javascript: number,
 *   css: number,
 *   total: number,
 * }} FirstView
 */

/** @param {string} file */
export const gzipSize = (file) => gzipSync(readFileSync(file)).length;

/**
 * Relative URLs in a file that name files of the build, resolved against the
 * file's folder (Vite's `new URL(x, import.meta.url)`) or the site root.
 * @param {string} file
 * @param {RegExp} pattern a global pattern whose first group is the URL
 * @param {string} [root]
 * @returns {string[]}
 */
function localRefs(file, pattern, root = dirname(file)) {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(pattern)]
    .map((match) => {
      const url = match[1];
      if (url === undefined) throw new Error(`${pattern} captures no URL`);
      return [join(dirname(file), url), join(root, url)].map(normalize).find(existsSync);
    })
    .filter((ref) => ref !== undefined);
}

/**
 * The app's files a landing page names for its boot script to load
 * (`<meta name="app-entry">`, tooling/prerender/appEntry.ts): the app that
 * makes the page usable, counted as part of its first view.
 * @param {string} html
 * @param {string} distDir
 * @returns {string[]}
 */
function appEntryFiles(html, distDir) {
  const names = /<meta name="app-entry" content="([^"]*)"/.exec(readFileSync(html, 'utf8'))?.[1];
  return (names ?? '')
    .split(' ')
    .filter(Boolean)
    .map((file) => join(distDir, file));
}

/**
 * @param {string} distDir
 * @returns {FirstView}
 */
export function measureFirstView(distDir) {
  const html = join(distDir, 'index.html');
  const entries = [
    ...localRefs(html, /<script[^>]+src="(\.\/[^"]+\.js)"/g),
    ...appEntryFiles(html, distDir),
  ];
  const modulePreloads = localRefs(html, /<link[^>]+rel="modulepreload"[^>]+href="(\.\/[^"]+)"/g);
  const styles = localRefs(html, /<link[^>]+rel="stylesheet"[^>]+href="(\.\/[^"]+)"/g);
  const icons = localRefs(html, /<link[^>]+rel="icon"[^>]+href="(\.\/[^"]+)"/g);

  const scripts = staticImports([...entries, ...modulePreloads]);
  const assets = new Set(icons);
  // The app names the drawn screens of every language and the presenter's own; this page
  // shows its own language's, and none of the presenter's.
  const language = /<html\b[^>]*?\slang="([^"]*)"/.exec(readFileSync(html, 'utf8'))?.[1];
  const notDrawnHere = (/** @type {string} */ file) => {
    const name = file.slice(distDir.length + 1).replace(/\\/g, '/');
    const drawnIn = languageOfAppScreenFile(name);
    return (drawnIn !== undefined && drawnIn !== language) || isPresenterAppScreenFile(name);
  };
  for (const file of [...scripts, ...styles]) {
    for (const ref of localRefs(
      file,
      /["'(](?:\.\/)?((?:\.\.\/)?(?:assets\/)?[\w.-]+\.(?:svg|webp|avif|png|jpe?g))["')]/g,
      distDir,
    )) {
      if (!notDrawnHere(ref)) assets.add(ref);
    }
  }
  for (const style of styles) {
    for (const url of phoneFontUrls(readFileSync(style, 'utf8'))) {
      assets.add(normalize(join(dirname(style), url)));
    }
  }

  const rows = [
    { kind: 'html', file: html },
    ...[...scripts].map((file) => ({ kind: 'javascript', file })),
    ...styles.map((file) => ({ kind: 'css', file })),
    ...[...assets].map((file) => ({ kind: 'asset', file })),
  ].map((row) => ({ ...row, file: row.file.slice(distDir.length + 1), gzip: gzipSize(row.file) }));

  /** @param {string} [kind] */
  const sum = (kind) =>
    rows.filter((row) => !kind || row.kind === kind).reduce((total, row) => total + row.gzip, 0);
  return { rows, javascript: sum('javascript'), css: sum('css'), total: sum() };
}

/** `@media` blocks for wide screens only, one level of rules inside. */
const WIDE_SCREEN_BLOCKS = /@media[^{]*min-width[^{]*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g;
const FONT_FACES = /@font-face\s*\{([^}]*)\}/g;

/**
 * The fonts a phone's first view downloads, as its stylesheet names them: a
 * browser fetches a face only for text drawn in it, so a face counts when a
 * rule outside a `min-width` media query uses its family. The headings' display
 * face is for screens 62em and wider (styles/_site.scss): the size check
 * measures a phone's visit, as the wire bench does (375 px).
 * @param {string} css
 * @returns {string[]}
 */
export function phoneFontUrls(css) {
  const phoneRules = css.replace(WIDE_SCREEN_BLOCKS, '').replace(FONT_FACES, '');
  const used = [...phoneRules.matchAll(/font-family:([^;}]*)/g)].map(([, value]) => value ?? '');
  return [...css.matchAll(FONT_FACES)].flatMap(([, face = '']) => {
    const family = /font-family:\s*(['"]?)([^;'"}]+)\1/.exec(face)?.[2];
    const url = /url\((['"]?)([^)'"]+)\1\)/.exec(face)?.[2];
    return family && url && used.some((value) => value.includes(family)) ? [url] : [];
  });
}

/**
 * The scripts `files` load before they run: themselves and, transitively,
 * their static imports (`import ... from"./x.js"`, bare `import"./x.js"`),
 * never their lazy `import()`s.
 * @param {string[]} files
 * @returns {Set<string>}
 */
export function staticImports(files) {
  /** @type {Set<string>} */
  const scripts = new Set();
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.shift();
    if (file === undefined || scripts.has(file)) continue;
    scripts.add(file);
    queue.push(
      ...localRefs(
        file,
        /(?:^|[;}\s])import\s*(?:[\w${},\s*]+from\s*)?["'](\.\.?\/[^"']+\.js)["']/g,
      ),
    );
  }
  return scripts;
}

/**
 * @param {Record<Budget, number>} measure
 * @returns {string[]}
 */
export function overBudget(measure) {
  return /** @type {[Budget, number][]} */ (Object.entries(BUDGETS))
    .filter(([key, limit]) => measure[key] > limit)
    .map(([key, limit]) => `${key}: ${measure[key]} B gzip > ${limit} B`);
}

/**
 * The prerendered landing page of each language: index.html and every
 * `<folder>/index.html` the build marked as a language page (`data-site-root`).
 * @param {string} distDir
 * @returns {{ file: string, gzip: number }[]}
 */
export function measureLanguagePages(distDir) {
  const folders = [
    '',
    ...readdirSync(distDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${entry.name}/`),
  ];
  return folders
    .map((folder) => `${folder}index.html`)
    .filter((file) => existsSync(join(distDir, file)))
    .filter((file) => /<html[^>]* data-site-root=/.test(readFileSync(join(distDir, file), 'utf8')))
    .map((file) => ({ file, gzip: gzipSize(join(distDir, file)) }));
}

/**
 * The files a built worker lists (`sw.js`: Workbox's `{"revision":…,"url":…}`
 * entries, with the `"locale"` the build tags a language's own files with).
 * @param {string} worker the text of sw.js
 * @returns {import('../src/shared/precacheRules.mjs').ListedFile[]}
 */
export function listedFiles(worker) {
  return [...worker.matchAll(/\{[^{}]*"url":"[^"]+"[^{}]*\}/g)].map(
    ([entry]) => /** @type {{ url: string, locale?: string }} */ (JSON.parse(entry)),
  );
}

/**
 * What a public visitor's first visit to `/` moves, bodies only (headers are
 * the wire bench's: scripts/bench-wire.mjs): the first view, then the service
 * worker script and what it precaches at install for a visitor reading the
 * page's language (src/shared/precacheRules.mjs), each file counted once. A
 * body is what the host sends: the build's .gz when there is one (text over 256 B), else the file.
 * @param {string} distDir
 * @returns {{ rows: { kind: string, file: string, bytes: number }[], total: number }}
 */
export function measureFirstVisit(distDir) {
  const sent = (/** @type {string} */ file) => {
    const path = join(distDir, file);
    return existsSync(`${path}.gz`) ? statSync(`${path}.gz`).size : statSync(path).size;
  };
  const firstView = measureFirstView(distDir).rows.map(({ kind, file }) => ({
    kind,
    file,
    bytes: sent(file),
  }));
  const seen = new Set(firstView.map((row) => row.file));
  const page = readFileSync(join(distDir, 'index.html'), 'utf8');
  const visitor = {
    kiosk: false,
    locales: [/<html\b[^>]*?\slang="([^"]*)"/.exec(page)?.[1] ?? ''],
  };
  const precached = listedFiles(readFileSync(join(distDir, 'sw.js'), 'utf8'))
    .filter((file) => precachedAtInstall(file, visitor) && !seen.has(file.url))
    .map(({ url }) => url);
  const rows = [
    ...firstView,
    { kind: 'service worker', file: 'sw.js', bytes: sent('sw.js') },
    ...precached.map((file) => ({ kind: 'precache', file, bytes: sent(file) })),
  ];
  return { rows, total: rows.reduce((sum, row) => sum + row.bytes, 0) };
}
