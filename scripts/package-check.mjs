// Packages the shell for Linux as a plain folder against a placeholder Electron
// (the real binary cannot be downloaded here) and checks what went into the
// asar: only out/** and package.json. Fuses need the real binary, so they are
// left to `npm run dist`; their settings are validated by the config test.
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listPackage } from '@electron/asar';
import { build, Platform } from 'electron-builder';
import yaml from 'js-yaml';

const work = mkdtempSync(join(tmpdir(), 'lyceo-pack-'));
const electronDist = join(work, 'electron');
mkdirSync(electronDist);
writeFileSync(join(electronDist, 'electron'), '#!/bin/sh\nexit 0\n');
chmodSync(join(electronDist, 'electron'), 0o755);
writeFileSync(join(electronDist, 'LICENSE'), '');
writeFileSync(join(electronDist, 'LICENSES.chromium.html'), '');

const loaded = yaml.load(readFileSync('electron-builder.yml', 'utf8'));
if (!loaded || typeof loaded !== 'object' || Array.isArray(loaded))
  throw new Error('electron-builder.yml does not hold a configuration object.');
const config = /** @type {import('electron-builder').Configuration} */ (loaded);
try {
  await build({
    targets: Platform.LINUX.createTarget('dir'),
    config: {
      ...config,
      electronFuses: null,
      electronDist,
      directories: { ...config.directories, output: join(work, 'dist') },
    },
    publish: 'never',
  });
  const asar = join(work, 'dist', 'linux-unpacked', 'resources', 'app.asar');
  const entries = listPackage(asar, { isPack: false }).map((entry) => entry.replace(/\\/g, '/'));
  const unexpected = entries.filter(
    (entry) => entry !== '/package.json' && entry !== '/out' && !entry.startsWith('/out/'),
  );
  for (const needed of [
    '/package.json',
    '/out/main/index.js',
    '/out/preload/index.cjs',
    '/out/renderer/index.html',
  ]) {
    if (!entries.includes(needed)) unexpected.push(`missing ${needed}`);
  }
  if (unexpected.length > 0) {
    console.error('The asar holds more or less than out/** and package.json:', unexpected);
    process.exit(1);
  }
  console.log(`app.asar: ${entries.length} entries, only out/** and package.json.`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
