import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { qrPath } from './qrPath';

/** Draws the path's unit squares at `scale` px each, black on white, and reads it as a phone would. */
function scan({ side, path }: { side: number; path: string }, scale = 4): string | null {
  const width = side * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x = '0', y = '0'] of path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < scale; dy += 1) {
      for (let dx = 0; dx < scale; dx += 1) {
        const at = ((Number(y) * scale + dy) * width + Number(x) * scale + dx) * 4;
        pixels.fill(0, at, at + 3);
      }
    }
  }
  return jsQR(pixels, width, width)?.data ?? null;
}

describe('qrPath', () => {
  it('draws a code that scans back to the exact value: store link, email, WhatsApp, accents', () => {
    for (const value of [
      'https://play.google.com/store/apps/details?id=cm.lyceo.app&utm_source=kiosk',
      'mailto:contact@lyceo.cm?subject=Lyc%C3%A9o',
      'https://wa.me/237600000000?text=Bonjour',
      'Réviser en Terminale, même hors ligne',
    ]) {
      expect(scan(qrPath(value)), value).toBe(value);
    }
  });

  it('keeps a quiet zone of four modules on every side', () => {
    const { side, path } = qrPath('https://lyceo.cm');
    const squares = [...path.matchAll(/M(\d+) (\d+)/g)].flatMap(([, x, y]) => [
      Number(x),
      Number(y),
    ]);
    expect(Math.min(...squares)).toBe(4);
    expect(Math.max(...squares)).toBe(side - 5);
  });
});
