// npm run test:engines: the website's smoke (scripts/engines/smoke.mjs) on
// real engines, old and new, against the production build behind nginx with
// the site.conf that build wrote (dist/nginx/web/). Old Chromiums come from npm packages into
// node_modules/.cache/engines (scripts/engines/chromiums.mjs); the current
// Chromium, Firefox ESR and WebKitGTK from Debian (installed when missing).
//
// CLI: node --experimental-websocket scripts/engines/run.mjs [--no-build] [--only chromium-72,firefox-esr]
import { execSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { findChromium } from '../../tooling/chromium.mjs';
import { NGINX_TEST_PORT, localUrl } from '../../tooling/ports.mjs';
import { serveSite } from '../nginx.mjs';
import { ensureOldChromium, OLD_CHROMIUMS } from './chromiums.mjs';
import { launchCdp } from './cdp.mjs';
import { BELOW_FLOOR_STEPS, KIOSK_STEPS, runSmoke, WEBSITE_STEPS } from './smoke.mjs';
import { ensureFirefox, launchBidi } from './bidi.mjs';
import { ensureWebKitDriver, launchWebDriver } from './webdriver.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
/** The oldest engine the site supports (package.json's browserslist): it also runs the browser kiosk's smoke. */
const OLDEST = 'chromium-80';
/** Engines below the support list: they must show the clear word instead (src/renderer/src/lib/engineFloor.ts). */
const BELOW_FLOOR = new Set(['chromium-72']);

const { values } = parseArgs({
  options: { 'no-build': { type: 'boolean', default: false }, only: { type: 'string' } },
});
const only = values.only ? new Set(values.only.split(',')) : null;

/** @type {Array<[string, () => Promise<import('./smoke.mjs').Driver>]>} */
const allEngines = [
  ...OLD_CHROMIUMS.map(
    (engine) =>
      /** @type {[string, () => Promise<import('./smoke.mjs').Driver>]} */ ([
        engine.name,
        () => launchCdp(ensureOldChromium(engine)),
      ]),
  ),
  [
    'chromium-current',
    async () => {
      const binary = await findChromium();
      if (!binary) throw new Error('no Chromium: run node scripts/ensure-chromium.mjs');
      return launchCdp({ binary });
    },
  ],
  ['firefox-esr', () => launchBidi(ensureFirefox())],
  ['webkitgtk', () => launchWebDriver(ensureWebKitDriver())],
];
const engines = allEngines.filter(([name]) => !only || only.has(name));

if (!values['no-build']) execSync('npm run build:web', { cwd: ROOT, stdio: 'inherit' });
const port = NGINX_TEST_PORT;
// A server left on the port (another run's) would answer instead, with its own site.conf.
const busy = await fetch(localUrl(port)).then(
  () => true,
  () => false,
);
if (busy) throw new Error(`port ${port} is in use: stop what serves it, or set PORT_OFFSET`);
const server = await serveSite({ port });
const base = localUrl(port);
// Stopped from outside, nginx goes too: left running it would answer the next run.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => void server.stop().then(() => process.exit(1)));
const rows = [];
try {
  for (const [name, launch] of engines) {
    /** @type {Array<[string, string, import('./smoke.mjs').Step[]]>} */
    const runs = BELOW_FLOOR.has(name)
      ? [['below the floor', '', BELOW_FLOOR_STEPS]]
      : [['website', `${base}#/`, WEBSITE_STEPS]];
    if (name === OLDEST) runs.push(['kiosk', `${base}?kiosk=1`, KIOSK_STEPS]);
    for (const [what, url, steps] of runs) {
      let driver;
      let result;
      try {
        driver = await launch();
        result = await runSmoke(driver, url, steps, base);
      } catch (error) {
        result = {
          passed: 0,
          total: steps.length,
          failure: error instanceof Error ? error.message : String(error),
        };
      } finally {
        await driver?.close().catch(() => {});
      }
      rows.push({ name, what, version: driver?.version ?? '', ...result });
      const mark = result.failure ? 'FAIL' : 'ok  ';
      console.log(
        `${mark} ${name} ${what}: ${result.passed} of ${result.total}${result.failure ? ` - ${result.failure}` : ''}`,
      );
    }
  }
} finally {
  await server.stop();
}
const failed = rows.filter((row) => row.failure).length;
console.log('\n| engine | smoke | steps passed | first failure |\n|---|---|---|---|');
for (const row of rows)
  console.log(
    `| ${row.name} | ${row.what} | ${row.passed} of ${row.total} | ${row.failure ?? 'none'} |`,
  );
console.log(`\n${rows.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
