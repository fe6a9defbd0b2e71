// Screenshots for the stand task: node shots.mjs <base> <what...>
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './tooling/chromium.mjs';

const [base, ...what] = process.argv.slice(2);
const out = '/work/helper-notes/stand';
const browser = await chromium.launch({
  executablePath: (await findChromium()) ?? undefined,
  args: CHROMIUM_ARGS,
});
const shoot = async (name, url, viewport, { wait = '.attract', full = false, before } = {}) => {
  const page = await browser.newPage({ viewport, reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto(base + url);
  await page.waitForSelector(wait);
  await page.clock.runFor(2_500);
  if (before) await before(page);
  // CSS transitions run on the real clock: let the cross-fade finish.
  await new Promise((done) => setTimeout(done, 3000));
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: full });
  await page.close();
};
for (const item of what) {
  if (item === 'attract') {
    for (const [lang, folder] of [['en', ''], ['fr', 'fr/']]) {
      for (let slide = 0; slide < 4; slide += 1) {
        await shoot(`attract-${lang}-${slide + 1}-1920`, `${folder}?kiosk=1&event=foire-yaounde-2026#/`, { width: 1920, height: 1080 }, {
          before: async (page) => {
            await page.clock.runFor(7_000 * slide);
          },
        });
      }
      await shoot(`attract-${lang}-1-1024`, `${folder}?kiosk=1#/`, { width: 1024, height: 768 });
      await shoot(`attract-${lang}-1-375`, `${folder}?kiosk=1#/`, { width: 375, height: 740 });
    }
  }
  if (item.startsWith('staff:')) {
    // A fair's day planted as a kiosk stores it, then the staff view (e2e build: PIN 2468).
    const [, folder] = item.split(':');
    const day = (() => {
      const now = new Date();
      const pad = (value) => String(value).padStart(2, '0');
      return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
    })();
    const counts = {
      format: 1,
      days: {
        [day]: {
          sessions: 42, lengths: [3, 4, 6, 5, 7, 6, 4, 3, 2, 1, 1, 0], searches: 9,
          languages: { fr: 30, en: 12 }, routes: { '/': 42, '/console': 11 },
          sections: { home: 42, pricing: 19, faq: 8 }, qr: { store: 7, whatsapp: 2 },
          faq: { free: 5 }, shown: { attract: 61, 'hero-qr': 20 }, reached: { tapped: 7, seen: 11 },
        },
      },
    };
    for (const width of [1280, 375]) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.addInitScript((value) => localStorage.setItem('lyceo.kiosk.usage', value), JSON.stringify(counts));
      await page.clock.install();
      await page.goto(`${base}${folder}?kiosk=1#/`);
      const logo = page.locator('.attract-brand');
      await logo.waitFor();
      await page.clock.runFor(2_100);
      const box = await logo.boundingBox();
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.clock.runFor(5_000);
      await page.mouse.up();
      for (const digit of '2468') await page.getByRole('button', { name: digit, exact: true }).click();
      await page.getByRole('button', { name: /^(Enter|Valider|Entrer)$/ }).click();
      await page.locator('.staff-verdict').waitFor();
      await new Promise((done) => setTimeout(done, 1000));
      await page.screenshot({ path: `${out}/staff-${folder ? 'fr' : 'en'}-${width}.png` });
      await page.close();
    }
  }
  if (item.startsWith('poster:')) {
    const [, name, folder, query] = item.split(':');
    for (const width of [1280, 375]) {
      await shoot(`${name}-${width}`, `${folder}#/poster?${query}`, { width, height: 900 }, { wait: '.print-sheet svg.qr-code', full: true });
    }
  }
}
await browser.close();
