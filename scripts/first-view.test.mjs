import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { measureFirstView, measureFirstVisit, overBudget, phoneFontUrls } from './first-view.mjs';

function fixture() {
  const dir = mkdtempSync(join(tmpdir(), 'first-view-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<link rel="icon" href="./favicon.svg"><script type="module" src="./assets/entry.js"></script><link rel="stylesheet" href="./assets/app.css">',
  );
  writeFileSync(join(dir, 'favicon.svg'), '<svg/>');
  writeFileSync(
    join(dir, 'assets/entry.js'),
    'import{a}from"./shared.js";const p=()=>import("./lazy.js");console.log(a,p)',
  );
  writeFileSync(join(dir, 'assets/shared.js'), 'export const a="assets/logo.svg";');
  writeFileSync(join(dir, 'assets/lazy.js'), 'export default "x".repeat(9999)');
  writeFileSync(join(dir, 'assets/logo.svg'), '<svg></svg>');
  writeFileSync(join(dir, 'assets/app.css'), 'body{color:red}');
  return dir;
}

describe('measureFirstView', () => {
  it('counts the entry and its static imports, not lazy chunks', () => {
    const measure = measureFirstView(fixture());
    const files = measure.rows.map((row) => row.file).sort();
    expect(files).toEqual([
      'assets/app.css',
      'assets/entry.js',
      'assets/logo.svg',
      'assets/shared.js',
      'favicon.svg',
      'index.html',
    ]);
    expect(measure.javascript).toBe(
      measure.rows
        .filter((row) => row.kind === 'javascript')
        .reduce((sum, row) => sum + row.gzip, 0),
    );
    expect(measure.total).toBeGreaterThan(measure.javascript + measure.css);
  });

  it('counts the app a landing page names for its boot script to load', () => {
    const dir = fixture();
    writeFileSync(
      join(dir, 'index.html'),
      '<meta name="app-entry" content="assets/entry.js"><link rel="stylesheet" href="./assets/app.css">',
    );
    const files = measureFirstView(dir).rows.map((row) => row.file);
    expect(files).toContain('assets/entry.js');
    expect(files).toContain('assets/shared.js');
    expect(files).not.toContain('assets/lazy.js');
  });

  it("counts the app's drawn screens in the page's language only, and none of the presenter's: the app names them all", () => {
    const dir = fixture();
    writeFileSync(
      join(dir, 'index.html'),
      '<html lang="en"><script type="module" src="./assets/entry.js"></script>',
    );
    const screens = [
      'app-screen-quiz-en-AbCd1234.svg',
      'app-screen-quiz-fr-AbCd1234.svg',
      'app-screen-sharing-en-AbCd1234.svg',
    ];
    for (const name of screens) writeFileSync(join(dir, 'assets', name), '<svg/>');
    writeFileSync(
      join(dir, 'assets/shared.js'),
      `export const a={en:"assets/${screens[0]}",fr:"assets/${screens[1]}",deck:"assets/${screens[2]}"};`,
    );
    const files = measureFirstView(dir).rows.map((row) => row.file);
    expect(files).toContain(`assets/${screens[0]}`);
    expect(files).not.toContain(`assets/${screens[1]}`);
    expect(files).not.toContain(`assets/${screens[2]}`);
  });

  it('reports each exceeded budget', () => {
    expect(overBudget({ javascript: 120_001, css: 12_000, total: 1 })).toEqual([
      'javascript: 120001 B gzip > 120000 B',
    ]);
    expect(overBudget({ javascript: 1, css: 1, total: 250_001 })).toHaveLength(1);
    expect(overBudget({ javascript: 1, css: 1, total: 1 })).toEqual([]);
  });
});

describe('measureFirstVisit', () => {
  it("adds the service worker and what a public visitor's worker precaches, as sent (.gz when there is one), once each", () => {
    const dir = fixture();
    mkdirSync(join(dir, 'icons'));
    const files = {
      'assets/ConsolePage-AbCd1234.js': 'x'.repeat(50),
      'assets/KioskLayer-AbCd1234.js': 'kiosk',
      'assets/PosterPage-AbCd1234.js': 'poster',
      'icons/icon-512.png': 'png',
    };
    for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
    const manifest = ['index.html', 'assets/entry.js', ...Object.keys(files)]
      .map((url) => `{"revision":null,"url":"${url}"}`)
      .join(',');
    writeFileSync(join(dir, 'sw.js'), `self.m=[${manifest}];`);
    writeFileSync(join(dir, 'sw.js.gz'), 'seven B');
    const visit = measureFirstVisit(dir);
    const extra = visit.rows.filter(
      (row) => row.kind === 'service worker' || row.kind === 'precache',
    );
    expect(extra).toEqual([
      { kind: 'service worker', file: 'sw.js', bytes: 7 },
      { kind: 'precache', file: 'assets/ConsolePage-AbCd1234.js', bytes: 50 },
    ]);
    expect(visit.total).toBe(visit.rows.reduce((sum, row) => sum + row.bytes, 0));
  });

  it("counts what the worker of a visit to `/` fetches in the page's language: not the other language's copy and pages, nor the kiosk manifest", () => {
    const dir = fixture();
    writeFileSync(
      join(dir, 'index.html'),
      '<html lang="en" data-site-root="./"><script type="module" src="./assets/entry.js"></script>',
    );
    mkdirSync(join(dir, 'privacy-policy'));
    mkdirSync(join(dir, 'fr/privacy-policy'), { recursive: true });
    /** Each file, with the language the build tags it with (none: every visitor's). */
    const files = {
      'privacy-policy/index.html': 'en',
      'fr/privacy-policy/index.html': 'fr',
      'assets/site-AbCd1234.js': 'fr',
      'kiosk.webmanifest': undefined,
    };
    for (const file of Object.keys(files)) writeFileSync(join(dir, file), file);
    const manifest = Object.entries(files)
      .map(([url, locale]) => JSON.stringify({ locale, revision: 'r', url }))
      .join(',');
    writeFileSync(join(dir, 'sw.js'), `self.m=[${manifest}];`);
    const precached = measureFirstVisit(dir)
      .rows.filter((row) => row.kind === 'precache')
      .map((row) => row.file);
    expect(precached).toEqual(['privacy-policy/index.html']);
  });
});

describe('phoneFontUrls', () => {
  const face =
    "@font-face{font-family:'Display Headings';src:url(./display-a1.woff2)format('woff2')}";

  it('leaves out a face only wide screens draw with', () => {
    const css = `${face}body{margin:0}@media (min-width:62em){h1,h2{font-family:'Display Headings',sans-serif}}`;
    expect(phoneFontUrls(css)).toEqual([]);
  });

  it('counts a face a phone draws with', () => {
    expect(phoneFontUrls(`${face}h1{font-family:"Display Headings",sans-serif}`)).toEqual([
      './display-a1.woff2',
    ]);
  });

  it('counts it in the first view beside its stylesheet', () => {
    const dir = fixture();
    writeFileSync(join(dir, 'assets/app.css'), `${face}h1{font-family:'Display Headings'}`);
    writeFileSync(join(dir, 'assets/display-a1.woff2'), 'wOF2');
    expect(measureFirstView(dir).rows.map((row) => row.file)).toContain('assets/display-a1.woff2');
  });
});
