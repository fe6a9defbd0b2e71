// Makes sure nginx exists before the browser tests (they run against it), as
// ensure-chromium.mjs does for Chromium: apt-get on Debian as root, else a
// message saying what to install. The hosting test also needs `openssl` to
// make a throwaway certificate for deploy/nginx/example.conf.
import { execSync } from 'node:child_process';
import { aptInstall, canAptInstall } from './apt.mjs';
import { ensureNginx } from './nginx.mjs';

try {
  console.log(`nginx: ${ensureNginx()}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

const hasOpenssl = () => {
  try {
    execSync('openssl version', { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};
if (!hasOpenssl()) {
  if (canAptInstall()) {
    console.log('No openssl found: installing it with apt-get.');
    aptInstall('openssl');
  }
  if (!hasOpenssl()) {
    console.error('No openssl found: install it (Debian/Ubuntu: sudo apt-get install openssl).');
    process.exit(1);
  }
}
