// Debian packages the scripts install on a fresh machine (Chromium, nginx,
// openssl, hunspell), with apt-get, and only as root where apt-get exists.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** Whether apt-get can install here: a Debian or Ubuntu machine, as root. */
export const canAptInstall = () => isRoot && existsSync('/usr/bin/apt-get');

/**
 * `apt-get update`, then `apt-get install` of `packages` (names and options),
 * quietly and without questions; throws when apt-get fails.
 * @param {string} packages
 */
export function aptInstall(packages) {
  const apt = 'DEBIAN_FRONTEND=noninteractive apt-get';
  execSync(`${apt} update -qq && ${apt} install -y -qq ${packages}`, { stdio: 'inherit' });
}
