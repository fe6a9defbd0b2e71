// Makes sure a Chromium exists before the browser tests, so `npm test` passes on
// a fresh machine: apt-get on Debian as root, else Playwright's installer.
import { execSync } from 'node:child_process';
import { aptInstall, canAptInstall } from './apt.mjs';
import { existsSync } from 'node:fs';
import { findChromium, findTestChromium, HEADLESS_SHELL } from '../tooling/chromium.mjs';

const found = await findChromium();
// The browser tests' headless shell (findTestChromium), beside Debian's chromium: one apt-get.
const shellMissing = canAptInstall() && !existsSync(HEADLESS_SHELL);
if (found && !shellMissing) {
  console.log(`Chromium: ${await findTestChromium()}`);
  process.exit(0);
}

try {
  if (canAptInstall()) {
    console.log('Installing Debian chromium and chromium-headless-shell with apt-get.');
    aptInstall('chromium chromium-headless-shell');
  } else {
    console.log('No Chromium found: installing Playwright chromium.');
    execSync('npx playwright install chromium', { stdio: 'inherit' });
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
console.log(`Chromium: ${await findTestChromium()}`);
