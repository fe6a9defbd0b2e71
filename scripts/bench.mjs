// `npm run bench`: Lighthouse (mobile, simulated slow 4G, 4x CPU) over / and
// /console of the production website, three runs each, medians reported; then
// the console filter benchmark at 1,000 / 10,000 / 100,000 documents.
// Prints tables and writes reports/bench.json (git-ignored).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { preview } from 'vite';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';
import { measureFirstView } from './first-view.mjs';

const RUNS = 3;
const ROUTES = ['/', '/console'];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

execFileSync('npm', ['run', 'build:web'], { stdio: 'inherit' });
mkdirSync('reports', { recursive: true });
const server = await preview({
  configFile: 'vite.web.config.ts',
  preview: { host: '127.0.0.1', port: 4180, strictPort: true },
  logLevel: 'silent',
});
const chromePath = await findChromium();
if (!chromePath) throw new Error('No Chromium: run node scripts/ensure-chromium.mjs');
const chrome = await launch({
  chromePath,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});

const lighthouseRows = [];
try {
  for (const route of ROUTES) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await lighthouse(
        `http://127.0.0.1:4180/#${route}`,
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
      const { categories, audits } = result.lhr;
      runs.push({
        performance: categories.performance.score * 100,
        accessibility: categories.accessibility.score * 100,
        bestPractices: categories['best-practices'].score * 100,
        seo: categories.seo.score * 100,
        fcpMs: audits['first-contentful-paint'].numericValue,
        lcpMs: audits['largest-contentful-paint'].numericValue,
        tbtMs: audits['total-blocking-time'].numericValue,
        ttiMs: audits.interactive.numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        bytes: audits['total-byte-weight'].numericValue,
      });
    }
    const row = { route };
    for (const key of Object.keys(runs[0]))
      row[key] = Math.round(median(runs.map((r) => r[key])) * 1000) / 1000;
    lighthouseRows.push(row);
  }
} finally {
  await chrome.kill();
  await new Promise((done) => server.httpServer.close(done));
}
console.log(`Lighthouse mobile, median of ${RUNS} runs:`);
console.table(lighthouseRows);

const filterJson = 'reports/filter-bench.json';
execFileSync('npx', ['vitest', 'bench', '--run', '--project', 'node', '--outputJson', filterJson], {
  stdio: 'inherit',
});
const filterRows = JSON.parse(readFileSync(filterJson, 'utf8')).files.flatMap((file) =>
  file.groups.flatMap((group) =>
    group.benchmarks.map((bench) => ({
      catalogue: group.fullName.split(' > ').pop(),
      'mean ms': Math.round(bench.mean * 1000) / 1000,
      'p99 ms': Math.round(bench.p99 * 1000) / 1000,
    })),
  ),
);
console.log('Console filter, one keystroke over the whole catalogue:');
console.table(filterRows);

const sizes = measureFirstView('dist/web');
const report = {
  date: new Date().toISOString(),
  lighthouse: lighthouseRows,
  filter: filterRows,
  firstViewGzip: { javascript: sizes.javascript, css: sizes.css, total: sizes.total },
};
writeFileSync('reports/bench.json', `${JSON.stringify(report, null, 2)}\n`);
console.log('Written to reports/bench.json');
