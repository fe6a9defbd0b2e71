import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AVATAR_COLOURS } from '../components/Avatar';

/** The `$name: #hex;` variables of a partial of this folder. */
function scssColours(file: string): Record<string, string> {
  const text = readFileSync(join(__dirname, file), 'utf8');
  return Object.fromEntries(
    [...text.matchAll(/^\$([\w-]+):\s*(#[0-9a-f]{6});/gim)].map(([, name, hex]) => [name, hex]),
  );
}

/** WCAG 2.1 relative luminance of `#rrggbb`. */
function luminance(hex: string): number {
  const channel = (offset: number): number => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG 2.1 contrast ratio of two colours. */
function contrast(one: string, other: string): number {
  const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

const theme = scssColours('_theme.scss');
const dark = scssColours('_dark.scss');
const colour = (palette: Record<string, string>, name: string): string => {
  const hex = palette[name];
  if (!hex) throw new Error(`No $${name} in the palette`);
  return hex;
};

describe('the dark palette', () => {
  const page = colour(dark, 'dark-page');
  const card = colour(dark, 'dark-raised');
  const band = colour(dark, 'dark-band');

  it('draws the main buttons light on the dark page, their text at 7:1', () => {
    const button = colour(dark, 'dark-green');
    const hover = colour(dark, 'dark-green-hover');
    for (const background of [page, card, band]) {
      expect(contrast(button, background)).toBeGreaterThanOrEqual(7);
    }
    expect(contrast(page, button)).toBeGreaterThanOrEqual(7);
    expect(contrast(page, hover)).toBeGreaterThanOrEqual(7);
  });

  it('keeps body and link text at 7:1 on the page, the bands and the cards', () => {
    for (const background of [page, card, band]) {
      expect(contrast(colour(dark, 'dark-text'), background)).toBeGreaterThanOrEqual(7);
      expect(contrast(colour(dark, 'dark-green'), background)).toBeGreaterThanOrEqual(7);
    }
  });

  it('gives every avatar white initials at 4.5:1 and a disc that stands out from a card at 3:1, light or dark', () => {
    for (const avatar of AVATAR_COLOURS) {
      expect(contrast('#ffffff', avatar), avatar).toBeGreaterThanOrEqual(4.5);
      expect(contrast(avatar, card), avatar).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('the light palette', () => {
  it('keeps secondary text at 7:1 and links at 4.5:1 on the tinted bands', () => {
    const band = colour(theme, 'light');
    expect(contrast(colour(theme, 'body-secondary-color'), band)).toBeGreaterThanOrEqual(7);
    expect(contrast(colour(theme, 'primary'), band)).toBeGreaterThanOrEqual(4.5);
  });
});
