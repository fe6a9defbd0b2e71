// The old Chromium engines `npm run test:engines` drives: each is a registry
// package that ships a headless Chromium inside it (brotli files under bin/),
// fetched with `npm pack` into node_modules/.cache/engines, never into git and
// never as a dependency every `npm ci` would download. Versions: the oldest
// Chrome each old Android can run (Android 5 stops at 95, 6 at 106, 7 at 119)
// and the embedded engines of Samsung Internet and in-app WebViews.
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';

export const ENGINES_CACHE = resolve(import.meta.dirname, '../../node_modules/.cache/engines');

/**
 * name, the package that ships it, and the Chromium major it holds (the run
 * checks it against the engine's user agent: chrome-aws-lambda's version
 * numbers are not Chromium's, 3.1.1 holds 83 and 8.0.2 holds 90).
 */
export const OLD_CHROMIUMS = [
  { name: 'chromium-72', spec: 'chrome-aws-lambda@1.11.2', major: 72 },
  { name: 'chromium-79', spec: 'chrome-aws-lambda@2.0.2', major: 79 },
  { name: 'chromium-80', spec: 'chrome-aws-lambda@2.1.1', major: 80 },
  { name: 'chromium-92', spec: '@sparticuz/chromium@92.0.0', major: 92 },
  { name: 'chromium-106', spec: '@sparticuz/chromium@106.0.2', major: 106 },
  { name: 'chromium-119', spec: '@sparticuz/chromium@119.0.2', major: 119 },
];

/** Every folder under `dir` that holds a shared library, for LD_LIBRARY_PATH. */
/** @param {string} dir */
function libraryDirs(dir) {
  /** @type {Set<string>} */
  const found = new Set();
  /** @param {string} at */
  const walk = (at) => {
    for (const entry of readdirSync(at)) {
      const path = join(at, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.so(\.|$)/.test(entry)) found.add(at);
    }
  };
  if (existsSync(dir)) walk(dir);
  return [...found];
}

/**
 * The engine's binary and LD_LIBRARY_PATH, unpacking its package first if
 * the cache does not hold it yet.
 * @param {{ name: string, spec: string }} engine
 * @returns {{ binary: string, libraryPath: string }}
 */
export function ensureOldChromium(engine) {
  const dir = join(ENGINES_CACHE, engine.name);
  const binary = join(dir, 'chromium');
  const lib = join(dir, 'lib');
  const ready = join(dir, '.ready');
  // The cache is by name: a name whose package changed is fetched again.
  if (!existsSync(ready) || readFileSync(ready, 'utf8') !== engine.spec) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(lib, { recursive: true });
    console.log(`test:engines: fetching ${engine.spec} (once, into ${dir})`);
    const tarball = execFileSync(
      'npm',
      ['pack', engine.spec, '--silent', '--pack-destination', dir],
      {
        encoding: 'utf8',
      },
    )
      .trim()
      .split('\n')
      .pop();
    const packed = join(dir, tarball ?? '');
    execFileSync('tar', ['xzf', packed, '--no-same-owner', '-C', dir]);
    rmSync(packed);
    const bin = join(dir, 'package/bin');
    for (const file of readdirSync(bin).filter((name) => name.endsWith('.br'))) {
      const data = brotliDecompressSync(readFileSync(join(bin, file)));
      if (file.includes('.tar.')) {
        const tar = join(dir, 'unpack.tar');
        writeFileSync(tar, data);
        execFileSync('tar', ['xf', tar, '--no-same-owner', '-C', lib]);
        rmSync(tar);
      } else if (file.startsWith('chromium')) {
        writeFileSync(binary, data);
        chmodSync(binary, 0o755);
      }
    }
    rmSync(join(dir, 'package'), { recursive: true, force: true });
    writeFileSync(ready, engine.spec);
  }
  return { binary, libraryPath: libraryDirs(lib).join(':') };
}
