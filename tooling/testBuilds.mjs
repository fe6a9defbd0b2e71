// Website builds that tests other than the main browser suite need, made once
// and shared: the unit test of a custom site URL and brand
// (tooling/seo/websiteBuild.test.ts) and the update test's second deployment
// (e2e/update.pwa.spec.ts) read the same build. Each is kept under
// node_modules/.cache/ with a fingerprint of what a build reads (sources,
// configs, lock file); a later run with the same inputs reuses it, any change
// builds it again.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const ROOT = resolve(import.meta.dirname, '..');
const CACHE = join(ROOT, 'node_modules/.cache/lyceo-test-builds');
/** What a website build reads, besides node_modules (stood for by the lock file). */
const INPUTS = ['src', 'tooling', 'public', 'vite.web.config.ts', 'package-lock.json', '.env'];

/**
 * A build other than the browser suite's: brand, site URL at a sub-path, no staff PIN.
 * The brand and site URL make every place they reach visible in the output.
 */
export const BRAND_BUILD = {
  name: 'brand',
  env: { VITE_BRAND_NAME: 'Test Brand', VITE_SITE_URL: 'https://example.org/lyceo/' },
};

/**
 * The second deployment of a one-component change: BRAND_BUILD with one CSS
 * class changed in one component (tooling/deploy/oneComponentChanged.config.ts).
 * Compared with BRAND_BUILD by the chunk-name test (tooling/deploy/chunkNames.test.ts).
 */
export const ONE_COMPONENT_BUILD = {
  name: 'brand-one-component',
  env: BRAND_BUILD.env,
  config: 'tooling/deploy/oneComponentChanged.config.ts',
};

/**
 * The files a build reads, by git (tracked and untracked, ignored left out), hashed.
 * @returns {Promise<string>}
 */
async function fingerprint() {
  const { stdout } = await promisify(execFile)(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...INPUTS],
    { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 },
  );
  const hash = createHash('sha256');
  for (const path of stdout.split('\0').filter(Boolean).sort()) {
    const file = join(ROOT, path);
    if (!existsSync(file)) continue; // deleted but not yet staged
    hash.update(path).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/**
 * The folder of `build`, built now unless the cached one was made from the same inputs.
 * `config`: the Vite config file, vite.web.config.ts unless given.
 * @param {{ name: string, env: Record<string, string>, config?: string }} build
 * @returns {Promise<string>}
 */
export async function sharedBuild(build) {
  const outDir = join(CACHE, build.name);
  const stampFile = join(CACHE, `${build.name}.stamp`);
  const config = build.config ?? 'vite.web.config.ts';
  // `production`: a cached build made before that rule (maybe a development one) is made again.
  const stamp = `${await fingerprint()} ${JSON.stringify(build.env)} ${config} production`;
  if (existsSync(stampFile) && (await readFile(stampFile, 'utf8')) === stamp) return outDir;
  await rm(stampFile, { force: true });
  // Only the build's own variables: none inherited from a .env.local or the shell. A production
  // build whoever asks: under vitest NODE_ENV is `test`, and Vite then bundled React's development
  // build (the libraries 144 KB on the wire instead of 86), which the wire bench then measured.
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    VITE_STAFF_PIN: '',
    VITE_KIOSK_EVENT: '',
    ...build.env,
  };
  await promisify(execFile)(
    'npx',
    ['vite', 'build', '--config', config, '--outDir', outDir, '--emptyOutDir'],
    { cwd: ROOT, env, maxBuffer: 16 * 1024 * 1024 },
  );
  await writeFile(stampFile, stamp);
  return outDir;
}
