import type { Plugin } from 'postcss';

/**
 * `rgb()` with three plain channels, numbers or percentages. Sass's colour
 * mixing (Bootstrap's hover and active shades) writes them with ten decimals:
 * `rgb(3.6666666667%, 36.6666666667%, 26.3333333333%)`.
 */
const PLAIN_RGB = /\brgb\(\s*(\d*\.?\d+%?)\s*,\s*(\d*\.?\d+%?)\s*,\s*(\d*\.?\d+%?)\s*\)/g;

const channel = (value: string): string => {
  const number = value.endsWith('%') ? (parseFloat(value) * 255) / 100 : parseFloat(value);
  return Math.min(255, Math.max(0, Math.round(number)))
    .toString(16)
    .padStart(2, '0');
};

/**
 * Each plain `rgb()` in a CSS value as the `#rrggbb` a screen shows: browsers
 * round every channel to 8 bits to draw it, and read it back so
 * (`getComputedStyle` says `rgb(9, 94, 67)`). Forty bytes of digits less each
 * time, in the stylesheet and in the CSS both landing pages inline.
 */
export function toEightBit(value: string): string {
  return value.replace(
    PLAIN_RGB,
    (_match, red: string, green: string, blue: string) =>
      `#${channel(red)}${channel(green)}${channel(blue)}`,
  );
}

/** The PostCSS plugin: every declaration's value through toEightBit. */
export function eightBitColors(): Plugin {
  return {
    postcssPlugin: 'lyceo-eight-bit-colors',
    Declaration(declaration) {
      if (declaration.value.includes('rgb(')) declaration.value = toEightBit(declaration.value);
    },
  };
}
