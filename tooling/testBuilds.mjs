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
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
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

/** The deployment that removes the worker (VITE_SERVICE_WORKER=remove), under a third name (e2e/update.pwa.spec.ts). */
export const KILL_SWITCH_BUILD = {
  name: 'kill-switch',
  env: { VITE_BRAND_NAME: 'Lyceo Gone', VITE_SERVICE_WORKER: 'remove' },
};

/** Every shared build the tests read: `npm test` makes them in its builds phase (scripts/test.mjs). */
export const BUILDS_FOR_TESTS = [BRAND_BUILD, ONE_COMPONENT_BUILD, KILL_SWITCH_BUILD];

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
 * `minify`: the tests read what a build writes and names, never its bytes, so their builds are
 * minified by esbuild, not by the production build's three terser passes (about half of a
 * build's CPU time: 7.8 s of 16.4 on the 2-core machine). `npm run bench`, which weighs the
 * bytes, asks for `terser`, the production minifier, in a folder of its own.
 * @param {{ name: string, env: Record<string, string>, config?: string }} build
 * @param {{ minify?: 'esbuild' | 'terser' }} [options]
 * @returns {Promise<string>}
 */
export async function sharedBuild(build, { minify = 'esbuild' } = {}) {
  const name = minify === 'terser' ? `${build.name}-terser` : build.name;
  const outDir = join(CACHE, name);
  const stampFile = join(CACHE, `${name}.stamp`);
  const config = build.config ?? 'vite.web.config.ts';
  // `production`: a cached build made before that rule (maybe a development one) is made again.
  const stamp = `${await fingerprint()} ${JSON.stringify(build.env)} ${config} production ${minify}`;
  if (existsSync(stampFile) && (await readFile(stampFile, 'utf8')) === stamp) return outDir;
  // Two test files (or the suite and a test) asking for the same build at once: one builds, the
  // other waits for it and reads it, instead of both writing into one folder.
  const release = await lock(join(CACHE, `${name}.lock`));
  try {
    if (existsSync(stampFile) && (await readFile(stampFile, 'utf8')) === stamp) return outDir;
    await rm(stampFile, { force: true });
    await viteBuild(build, outDir, config, minify);
    await writeFile(stampFile, stamp);
    return outDir;
  } finally {
    await release();
  }
}

/**
 * Takes the lock folder `path` (mkdir either makes it or fails), waiting while another holds it.
 * A lock older than ten minutes is a crashed build's, and is taken over.
 * @param {string} path
 * @returns {Promise<() => Promise<void>>}
 */
async function lock(path) {
  await mkdir(CACHE, { recursive: true });
  for (;;) {
    try {
      await mkdir(path);
      return () => rm(path, { recursive: true, force: true });
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
      const age = Date.now() - (await stat(path).catch(() => ({ mtimeMs: Date.now() }))).mtimeMs;
      if (age > 10 * 60_000) await rm(path, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/**
 * Builds `build` into `outDir` with the Vite config `config`, minified by `minify`.
 * @param {{ env: Record<string, string> }} build
 * @param {string} outDir
 * @param {string} config
 * @param {'esbuild' | 'terser'} minify
 */
async function viteBuild(build, outDir, config, minify) {
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
    ['vite', 'build', '--config', config, '--outDir', outDir, '--emptyOutDir', '--minify', minify],
    { cwd: ROOT, env, maxBuffer: 16 * 1024 * 1024 },
  );
}

// `node tooling/testBuilds.mjs NAME…`: makes those shared builds now (npm test's builds phase).
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const name of process.argv.slice(2)) {
    const build = BUILDS_FOR_TESTS.find((candidate) => candidate.name === name);
    if (!build)
      throw new Error(
        `No shared build named ${name}: ${BUILDS_FOR_TESTS.map((b) => b.name).join(', ')}`,
      );
    console.log(`${name}: ${await sharedBuild(build)}`);
  }
}
