// Cloudflare Pages' and Netlify's own local runtimes for `npm run test:hosts`: `wrangler`
// (whose `workerd` binary comes in the npm package @cloudflare/workerd-linux-64) and
// `netlify-cli`. Not dev dependencies: they are 1,088 packages and 580 MB, and made a
// cold `npm ci` 44 s longer (27 s -> 71 s), on every run of the suite that never uses
// them. Installed on demand instead, into node_modules/.cache/lyceo-hosts, from the
// lockfile in scripts/host-runtimes/ (npm ci checks every package's integrity), with no
// install script run: nothing is downloaded but the npm packages themselves, and a
// second run installs nothing.
//
// It also copies the build for the two runtimes, which serve it over plain HTTP: without
// the CSP's upgrade-insecure-requests in _headers, as nginx leaves it off over HTTP
// (site.conf), or every redirect the worker follows would go to https://127.0.0.1.
//
// CLI: node scripts/host-runtimes.mjs   (after the build; HOSTS_BUILD: another build to serve)
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { netlifyFunctionsOf } from '../tooling/hosting/siteConfPath.mjs';

const projectRoot = resolve(import.meta.dirname, '..');
const source = join(projectRoot, 'scripts/host-runtimes');
export const HOST_RUNTIMES = join(projectRoot, 'node_modules/.cache/lyceo-hosts');
/** The website build the hosts serve: dist/web, or HOSTS_BUILD (another checkout's, to compare). */
export const HOSTS_BUILD = resolve(projectRoot, process.env.HOSTS_BUILD ?? 'dist/web');
/** Its copy for the static hosts' runtimes, served over plain HTTP. */
export const HOSTS_HTTP_COPY = join(HOST_RUNTIMES, 'site');
/** Netlify's functions of that build (the short store addresses' events), copied beside it. */
export const HOSTS_NETLIFY_FUNCTIONS = join(HOST_RUNTIMES, 'netlify-functions');
/** The two command-line tools, run with this Node. */
export const WRANGLER = join(HOST_RUNTIMES, 'node_modules/wrangler/bin/wrangler.js');
export const NETLIFY = join(HOST_RUNTIMES, 'node_modules/netlify-cli/bin/run.js');

const LOCKFILE = 'package-lock.json';
/** Where npm ci leaves its own copy of the lockfile it installed. */
const INSTALLED_LOCK = join(HOST_RUNTIMES, 'node_modules/.package-lock.json');

/** Whether the folder holds exactly what the committed lockfile names. */
function upToDate() {
  if (![WRANGLER, NETLIFY, INSTALLED_LOCK].every(existsSync)) return false;
  const wanted = readFileSync(join(source, LOCKFILE), 'utf8');
  return readFileSync(join(HOST_RUNTIMES, LOCKFILE), 'utf8') === wanted;
}

/** Installs the runtimes when the folder does not hold the lockfile's; returns the folder. */
export function ensureHostRuntimes() {
  if (upToDate()) return HOST_RUNTIMES;
  mkdirSync(HOST_RUNTIMES, { recursive: true });
  for (const file of ['package.json', LOCKFILE])
    copyFileSync(join(source, file), join(HOST_RUNTIMES, file));
  console.log(`Installing wrangler and netlify-cli into ${HOST_RUNTIMES} (npm ci, once)`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const run = spawnSync(
    npm,
    ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'],
    { cwd: HOST_RUNTIMES, stdio: 'inherit' },
  );
  if (run.status !== 0 || !upToDate())
    throw new Error(`npm ci in ${HOST_RUNTIMES} failed (exit ${run.status})`);
  return HOST_RUNTIMES;
}

/** Copies the build for the runtimes, its CSP without the HTTPS-only directive, and Netlify's functions. */
export function copyForPlainHttp() {
  rmSync(HOSTS_HTTP_COPY, { recursive: true, force: true });
  cpSync(HOSTS_BUILD, HOSTS_HTTP_COPY, { recursive: true });
  const headers = join(HOSTS_HTTP_COPY, '_headers');
  const text = readFileSync(headers, 'utf8');
  const plain = text.replaceAll('; upgrade-insecure-requests', '');
  if (plain === text) throw new Error(`${headers} has no upgrade-insecure-requests to leave off`);
  writeFileSync(headers, plain);
  // An older build may have none: the folder is there all the same, for `netlify dev --functions`.
  rmSync(HOSTS_NETLIFY_FUNCTIONS, { recursive: true, force: true });
  mkdirSync(HOSTS_NETLIFY_FUNCTIONS, { recursive: true });
  const functions = netlifyFunctionsOf(HOSTS_BUILD);
  if (existsSync(functions)) cpSync(functions, HOSTS_NETLIFY_FUNCTIONS, { recursive: true });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(ensureHostRuntimes());
  copyForPlainHttp();
}
