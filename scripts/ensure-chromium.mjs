// Makes sure a Chromium exists before the browser tests, so `npm test` passes on
// a fresh machine: apt-get on Debian as root, else Playwright's installer.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './chromium.mjs';

const found = await findChromium();
if (found) {
  console.log(`Chromium: ${found}`);
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
/** @param {string} command */
const run = (command) => execSync(command, { stdio: 'inherit' });
try {
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('No Chromium found: installing Debian chromium with apt-get.');
    run('apt-get update -qq');
    run('DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium');
  } else {
    console.log('No Chromium found: installing Playwright chromium.');
    run('npx playwright install chromium');
  }
} catch (error) {
  console.error(
    `Could not install Chromium: ${error instanceof Error ? error.message : String(error)}`,
  );
  console.error('Install it yourself, or set CHROME_PATH to a Chromium or Chrome binary.');
  process.exit(1);
}
const installed = await findChromium();
if (!installed) {
  console.error('Chromium was installed but cannot be found; set CHROME_PATH.');
  process.exit(1);
}
console.log(`Chromium: ${installed}`);
