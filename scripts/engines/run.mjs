// npm run test:engines: the website's smoke (scripts/engines/smoke.mjs) on
// real engines, old and new, against the production build behind nginx with
// the site.conf that build wrote (dist/nginx/web/). Old Chromiums come from npm packages into
// node_modules/.cache/engines (scripts/engines/chromiums.mjs); the current
// Chromium, Firefox ESR and WebKitGTK from Debian (installed when missing).
// Before its smoke, each engine makes a first visit to the site's root in a
// fresh profile: the bytes nginx sent until its log is quiet (page and service
// worker apart) are what that engine downloads (docs/browsers.md).
//
// CLI: node --experimental-websocket scripts/engines/run.mjs [--no-build] [--only chromium-72,firefox-esr]
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { parseArgs } from 'node:util';
import { join, resolve } from 'node:path';
import { findChromium } from '../../tooling/chromium.mjs';
import { NGINX_TEST_PORT, localUrl } from '../../tooling/ports.mjs';
import { logSize, summarize, untilQuiet } from '../accessLog.mjs';
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
const BELOW_FLOOR = new Set(['chromium-72', 'chromium-79']);

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
        async () => {
          const driver = await launchCdp(ensureOldChromium(engine));
          // A package's version is not its Chromium's: the engine must be the one named.
          const major = /Chrome\/(\d+)\./.exec(driver.version ?? '')?.[1];
          if (major !== String(engine.major)) {
            await driver.close();
            throw new Error(`${engine.spec} is Chromium ${major}, not ${engine.major}`);
          }
          return driver;
        },
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
const logDir = mkdtempSync(join(tmpdir(), 'lyceo-engines-'));
const accessLog = join(logDir, 'access.log');
const server = await serveSite({ port, accessLog });
const stop = async () => {
  await server.stop();
  rmSync(logDir, { recursive: true, force: true });
};
const base = localUrl(port);
// Stopped from outside, nginx goes too: left running it would answer the next run.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => void stop().then(() => process.exit(1)));

/**
 * What the engine downloads on a first visit to the site's root, in KB on the
 * wire (headers and bodies): page, and service worker precache.
 * @param {() => Promise<import('./smoke.mjs').Driver>} launch
 */
async function firstVisit(launch) {
  const driver = await launch();
  try {
    const from = logSize(accessLog);
    await driver.open(base);
    await untilQuiet(() => logSize(accessLog));
    const visit = summarize(accessLog, from);
    return {
      version: driver.version ?? '',
      bytes: `${visit['KB on the wire']} (${visit['page KB']} + ${visit['worker KB']})`,
    };
  } finally {
    await driver.close().catch(() => {});
  }
}

const rows = [];
try {
  for (const [name, launch] of engines) {
    let visit;
    try {
      visit = await firstVisit(launch);
    } catch (error) {
      visit = { version: '', bytes: `no visit: ${error instanceof Error ? error.message : error}` };
    }
    console.log(`     ${name} ${visit.version}: first visit ${visit.bytes} KB`);
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
      rows.push({ name, what, ...visit, ...result });
      const mark = result.failure ? 'FAIL' : 'ok  ';
      console.log(
        `${mark} ${name} ${what}: ${result.passed} of ${result.total}${result.failure ? ` - ${result.failure}` : ''}`,
      );
    }
  }
} finally {
  await stop();
}
const failed = rows.filter((row) => row.failure).length;
/** "Mozilla/5.0 (…) HeadlessChrome/80.0.3987.0 Safari/537.36" -> "Chrome 80.0.3987.0" */
const shortVersion = (/** @type {string} */ version) => {
  const chrome = /Chrome\/([\d.]+)/.exec(version);
  return chrome ? `Chrome ${chrome[1]}` : version;
};
console.log(
  '\n| engine | version | smoke | steps passed | first visit KB (page + worker) | first failure |\n|---|---|---|---|---|---|',
);
for (const row of rows)
  console.log(
    `| ${row.name} | ${shortVersion(row.version)} | ${row.what} | ${row.passed} of ${row.total} | ${row.what === 'kiosk' ? '' : row.bytes} | ${row.failure ?? 'none'} |`,
  );
console.log(`\n${rows.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
