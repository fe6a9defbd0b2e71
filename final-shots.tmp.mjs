// One-off: presenter slides and attract after the merges (not committed).
import { chromium } from '@playwright/test';
const base = process.argv[2];
const out = '/work/helper-notes/final';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox', '--disable-gpu'] });
for (const [w, h] of [[1024, 768], [1920, 1080]]) {
  for (const [lang, folder] of [['en', ''], ['fr', 'fr/']]) {
    const p = await b.newPage({ viewport: { width: w, height: h }, reducedMotion: 'reduce' });
    await p.goto(`${base}${folder}?present=1#/`);
    await p.waitForSelector('.present-deck, [class*=present]', { timeout: 60000 });
    await p.waitForTimeout(1500);
    // Slides 1 (opening), 2 (feature), 10 (pricing), 12 (closing).
    const want = new Set([1, 2, 6, 10, 12]);
    for (let slide = 1; slide <= 12; slide += 1) {
      if (want.has(slide)) {
        await p.waitForTimeout(700);
        await p.screenshot({ path: `${out}/present-${w}x${h}-${lang}-${String(slide).padStart(2, '0')}.png` });
      }
      await p.keyboard.press('PageDown');
    }
    await p.close();
  }
}
for (const [lang, folder] of [['en', ''], ['fr', 'fr/']]) {
  const p = await b.newPage({ viewport: { width: 1920, height: 1080 }, reducedMotion: 'reduce' });
  await p.goto(`${base}${folder}?kiosk=1&event=foire-yaounde-2026#/`);
  await p.waitForSelector('.attract', { timeout: 60000 });
  await p.waitForTimeout(2500);
  await p.screenshot({ path: `${out}/attract-1920-${lang}.png` });
  await p.close();
}
await b.close();
