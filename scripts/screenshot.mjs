// Development aid: screenshots of routes at 375 px and 1280 px into reports/screens.
// Usage: node scripts/screenshot.mjs [base URL, default the preview server] "#/" "#/console"
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../tooling/chromium.mjs';
import { localUrl, WEB_PREVIEW_PORT } from '../tooling/ports.mjs';

const [base = localUrl(WEB_PREVIEW_PORT), ...hashes] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: (await findChromium()) ?? undefined,
  args: CHROMIUM_ARGS,
});
mkdirSync('reports/screens', { recursive: true });
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  for (const hash of hashes.length ? hashes : ['#/']) {
    await page.goto(base + hash);
    await page.waitForSelector('#splash', { state: 'detached' });
    // Landing sections render as they near the screen (content-visibility): all of them, for the whole page.
    await page.evaluate("document.documentElement.setAttribute('data-sections-laid-out', '')");
    await page.waitForTimeout(600);
    const name = hash.replace(/[^a-z0-9]+/gi, '_') || 'root';
    await page.screenshot({ path: `reports/screens/${width}${name}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
