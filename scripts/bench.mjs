// `npm run bench`: Lighthouse (mobile, simulated slow 4G, 4x CPU) over /, fr/ and
// #/console of the production website, three runs each, medians reported
// (scripts/bench-lighthouse.mjs); the
// time to content visible on cable, slow 3G and 2G, English and French
// (scripts/bench-content-visible.mjs); the console's and videos' content visible on 2G and
// slow 3G, as a deep link and from the landing page's link (scripts/bench-view-visible.mjs); how soon its controls answer a tap on 2G
// and slow 3G at CPU 4× and 6× (scripts/bench-usable.mjs); then the console filter benchmark at
// 1,000 / 10,000 / 100,000 documents; then the main thread's busy share while
// idle (landing page, kiosk attract screen: bench-idle.mjs); then the bytes a
// visit moves on the wire, first, next, after a one-component deploy, and on
// one shared 2G link (bench-wire.mjs). The 200-session
// kiosk soak is `npm run test:soak`, named at the end.
// Prints tables and writes reports/bench.json (git-ignored).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { benchIdle } from './bench-idle.mjs';
import { measureLighthouse, RUNS as LIGHTHOUSE_RUNS } from './bench-lighthouse.mjs';
import { measureWire } from './bench-wire.mjs';
import { measureUsable, usableMarkdown } from './bench-usable.mjs';
import { measureViewVisible, viewVisibleMarkdown } from './bench-view-visible.mjs';
import { WEBSITE_BUILD } from './nginx.mjs';
import { BRAND_BUILD, ONE_COMPONENT_BUILD, sharedBuild } from '../tooling/testBuilds.mjs';
import { measureContentVisible, RUNS as CONTENT_RUNS } from './bench-content-visible.mjs';
import { measureFirstView } from './first-view.mjs';

/**
 * The parts of Vitest's `--outputJson` benchmark report read here.
 * @typedef {{
 *   files: { groups: { fullName: string, benchmarks: { mean: number, p99: number }[] }[] }[],
 * }} BenchReport
 */

execFileSync('npm', ['run', 'build:web'], { stdio: 'inherit' });
mkdirSync('reports', { recursive: true });
const lighthouseRows = await measureLighthouse();
console.log(`Lighthouse mobile, median of ${LIGHTHOUSE_RUNS} runs:`);
console.table(lighthouseRows);

// Absolute: nginx reads the site.conf path it is given from its own temporary folder.
const contentRows = await measureContentVisible(WEBSITE_BUILD);
console.log(
  `Content visible (splash gone, heading painted), behind nginx, 375 px, median of ${CONTENT_RUNS} runs:`,
);
console.table(contentRows);

const views = await measureViewVisible({ root: WEBSITE_BUILD });
console.log(
  'The console and videos visible, deep link and from the landing page, behind nginx, 375 px:',
);
console.log(viewVisibleMarkdown(views));

const usable = await measureUsable({ root: WEBSITE_BUILD });
console.log('Usable after it shows, behind nginx, 375 px, a real tap on each control:');
console.log(usableMarkdown(usable));

const filterJson = 'reports/filter-bench.json';
execFileSync('npx', ['vitest', 'bench', '--run', '--project', 'node', '--outputJson', filterJson], {
  stdio: 'inherit',
});
/** @type {BenchReport} */
const filterReport = JSON.parse(readFileSync(filterJson, 'utf8'));
const filterRows = filterReport.files.flatMap((file) =>
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

const idle = await benchIdle();

const wire = await measureWire({
  root: await sharedBuild(BRAND_BUILD, { minify: 'terser' }),
  deployed: await sharedBuild(ONE_COMPONENT_BUILD, { minify: 'terser' }),
});
console.log("Bytes on the wire (nginx's $bytes_sent), each visit until quiet 5 s:");
console.table(wire.visits);
console.log('The first visit on one shared, throttled 2G link (250 kbit/s, 800 ms):');
console.table(wire.sharedLink);

const sizes = measureFirstView('dist/web');
const report = {
  date: new Date().toISOString(),
  lighthouse: lighthouseRows,
  contentVisible: contentRows,
  viewVisible: views,
  usable,
  filter: filterRows,
  idle,
  wire,
  firstViewGzip: { javascript: sizes.javascript, css: sizes.css, total: sizes.total },
};
writeFileSync('reports/bench.json', `${JSON.stringify(report, null, 2)}\n`);
console.log('Written to reports/bench.json');
// The kiosk soak is a pass/fail test, not a timing: it has its own command.
console.log(
  'Not run here: the 200-session kiosk soak (heap, listeners, late "stay"): npm run test:soak',
);
