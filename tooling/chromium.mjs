// Finds a Chromium for the browser tests and Lighthouse: CHROME_PATH, Debian's
// /usr/bin/chromium, or Playwright's own download. Returns null when none.
import { existsSync } from 'node:fs';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export async function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const path of candidates) if (path && existsSync(path)) return path;
  try {
    const { chromium } = await import('@playwright/test');
    const path = chromium.executablePath();
    if (path && existsSync(path)) return path;
  } catch {
    // Playwright's browser is not installed; the caller installs one.
  }
  return null;
}

/**
 * The Chromium the browser tests drive: Debian's headless shell of the same version
 * (chromium-headless-shell) where it is installed, else findChromium's. Same engine, without
 * the full browser's UI: on the suite's desktop tests it took half the CPU time of full
 * Chromium in new-headless mode, and under load it did not time out where full Chromium did.
 * `CHROME_PATH` still wins.
 */
export async function findTestChromium() {
  if (!process.env.CHROME_PATH && existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  return findChromium();
}

export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
