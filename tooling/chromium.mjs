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
