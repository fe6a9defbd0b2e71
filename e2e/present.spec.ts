import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { expect, test } from './fixtures';
import { axeViolations } from './helpers';

/**
 * A phone at 5 m from a projected slide: a 2.2 m wide picture (a 100-inch
 * screen) seen by a camera of about 70° across, 7 m wide at that distance,
 * fills under a third of the frame; at the 1280 to 1920 pixels a scanner
 * reads a frame with, the slide's 1920 pixels come to about a quarter. Every
 * 4 × 4 block of the screenshot becomes one grey pixel (its mean), as a
 * camera's sensor would see it, and jsQR must still read the store link.
 */
function readAtFiveMetres(screenshot: Buffer): string | null {
  const png = PNG.sync.read(screenshot);
  const scale = 4;
  const width = Math.floor(png.width / scale);
  const height = Math.floor(png.height / scale);
  const pixels = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let sum = 0;
      for (let dy = 0; dy < scale; dy += 1) {
        for (let dx = 0; dx < scale; dx += 1) {
          const at = ((y * scale + dy) * png.width + x * scale + dx) * 4;
          sum += ((png.data[at] ?? 0) + (png.data[at + 1] ?? 0) + (png.data[at + 2] ?? 0)) / 3;
        }
      }
      pixels.fill(sum / scale ** 2, (y * width + x) * 4, (y * width + x) * 4 + 3);
      pixels[(y * width + x) * 4 + 3] = 255;
    }
  }
  return jsQR(pixels, width, height)?.data ?? null;
}

test.use({ viewport: { width: 1920, height: 1080 } });

test('a clicker steps through the slides, L switches language, B blanks, the counts are kept, and a phone at 5 m reads the code', async ({
  page,
}) => {
  await page.goto('./?present=1&event=foire-2026#/');
  const deck = page.getByRole('dialog');
  await expect(deck).toHaveAccessibleName('Lyceo: presentation');
  await expect(deck).toBeFocused();
  const slide = deck.getByRole('heading', { level: 2 });
  await expect(slide).toHaveText('Succeed from Seconde to Terminale with Lyceo');
  await page.keyboard.press('PageDown');
  await expect(slide).toHaveText('Workspace');
  await page.keyboard.press('PageDown');
  await page.keyboard.press('PageUp');
  await expect(deck.getByText('Slide 2 of 12', { exact: true })).toBeVisible();

  // In sight on every slide, and read from the back of the room.
  const code = deck.getByRole('img', { name: /^QR code for / });
  const url = await code.getAttribute('data-qr-value');
  expect(new URL(url ?? '').searchParams.get('referrer')).toContain('utm_content=presentation');
  expect(readAtFiveMetres(await page.screenshot())).toBe(url);
  expect(await axeViolations(page)).toEqual([]);

  await page.keyboard.press('l');
  await expect(slide).toHaveText('Espace de travail');
  await expect(deck.getByText('Diapositive 2 sur 12', { exact: true })).toBeVisible();
  await page.keyboard.press('b');
  await expect(page.locator('.present-blank')).toBeVisible();
  await page.keyboard.press('PageDown');
  await expect(page.locator('.present-blank')).toHaveCount(0);
  await expect(slide).toHaveText('Espace de travail');

  await page.keyboard.press('Escape');
  await expect(deck).toHaveCount(0);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  const stored = await page.evaluate(() => localStorage.getItem('lyceo.kiosk.usage'));
  const days = Object.entries(JSON.parse(stored ?? '{}').days ?? {});
  const [, day] = days.find(([key]) => key.endsWith('//foire-2026/presentation')) ?? [];
  expect(day).toMatchObject({ sessions: 1, slides: { home: 1, 'feature-workspace': 2 } });
});
