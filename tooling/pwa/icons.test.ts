import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import {
  APP_ICONS,
  FAVICON_ICO_SIZES,
  icoOf,
  maskableSvg,
  renderAppIcons,
  renderPng,
} from './icons';

const logo = readFileSync(
  resolve(import.meta.dirname, '../../src/renderer/public/favicon.svg'),
  'utf8',
);
const GREEN = [0x0b, 0x6e, 0x4f, 255];

/** Same colour, give or take the anti-aliasing where two edges of one green meet. */
function isGreen(rgba: number[]): boolean {
  return rgba.every((value, index) => Math.abs(value - (GREEN[index] ?? 0)) <= 2);
}

function pixel(png: PNG, x: number, y: number): number[] {
  const at = (png.width * y + x) * 4;
  return [...png.data.subarray(at, at + 4)];
}

describe('app icons', () => {
  const rendered = renderAppIcons(logo, '#0b6e4f').map(({ icon, png }) => ({
    icon,
    png: PNG.sync.read(png),
  }));

  it('are the 192 and 512 px icons and a 512 px maskable one', () => {
    expect(APP_ICONS.map(({ size, purpose }) => `${size} ${purpose}`)).toEqual([
      '192 any',
      '512 any',
      '512 maskable',
    ]);
  });

  it('are PNGs of exactly their declared size', () => {
    for (const { icon, png } of rendered) {
      expect([png.width, png.height], icon.src).toEqual([icon.size, icon.size]);
    }
  });

  it('draw the logo: rounded corners on the plain icons, brand green in the middle', () => {
    for (const { icon, png } of rendered.filter(({ icon }) => icon.purpose === 'any')) {
      expect(pixel(png, 0, 0)[3], icon.src).toBe(0);
      expect(pixel(png, icon.size / 2, Math.round(icon.size * 0.14)), icon.src).toEqual(GREEN);
    }
  });

  it('fill the maskable icon edge to edge, the logo inside the safe circle', () => {
    const maskable = rendered.find(({ icon }) => icon.purpose === 'maskable');
    if (!maskable) throw new Error('no maskable icon');
    const { png } = maskable;
    for (const [x, y] of [
      [0, 0],
      [511, 0],
      [0, 511],
      [511, 511],
    ] as const) {
      expect(pixel(png, x, y)).toEqual(GREEN);
    }
    // Outside the central circle of radius 40 % there is only background.
    const centre = 256;
    for (let y = 0; y < 512; y += 4) {
      for (let x = 0; x < 512; x += 4) {
        if (Math.hypot(x - centre, y - centre) > 0.4 * 512) {
          expect(isGreen(pixel(png, x, y)), `${x},${y}: ${pixel(png, x, y).join()}`).toBe(true);
        }
      }
    }
  });

  it('refuse a logo whose root sets its own size', () => {
    expect(() => maskableSvg('<svg width="64" viewBox="0 0 64 64"></svg>', '#000')).toThrow(
      /viewBox/,
    );
  });
});

describe('favicon.ico', () => {
  const ico = icoOf(FAVICON_ICO_SIZES.map((size) => ({ size, png: renderPng(logo, size) })));

  it('is an icon file of one PNG per size, each entry pointing at its image', () => {
    expect([...ico.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    expect(ico.readUInt16LE(4)).toBe(FAVICON_ICO_SIZES.length);
    FAVICON_ICO_SIZES.forEach((size, index) => {
      const entry = 6 + 16 * index;
      expect(ico.readUInt8(entry)).toBe(size);
      expect(ico.readUInt8(entry + 1)).toBe(size);
      const length = ico.readUInt32LE(entry + 8);
      const offset = ico.readUInt32LE(entry + 12);
      const png = PNG.sync.read(ico.subarray(offset, offset + length));
      expect([png.width, png.height]).toEqual([size, size]);
      // The logo's green square fills its middle.
      expect(isGreen(pixel(png, Math.floor(size / 2), Math.floor(size / 8)))).toBe(true);
    });
  });

  it('refuses a size an ICO entry cannot hold', () => {
    expect(() => icoOf([{ size: 300, png: Buffer.alloc(0) }])).toThrow(/1 to 256/);
  });
});
