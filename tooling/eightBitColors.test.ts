import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { eightBitColors, toEightBit } from './eightBitColors';

describe('colours as a screen draws them', () => {
  it("writes Sass's mixed shades as 8-bit hex, rounding each channel as a browser does", () => {
    expect(toEightBit('rgb(3.6666666667%, 36.6666666667%, 26.3333333333%)')).toBe('#095e43');
    expect(toEightBit('rgb(82.6666666667%, 83%, 83.3333333333%)')).toBe('#d3d4d4');
    expect(toEightBit('rgb(9.35, 93.5, 67.15)')).toBe('#095e43');
    expect(toEightBit('rgb(0%, 100%, 0%)')).toBe('#00ff00');
    expect(toEightBit('rgb(300, 0, 12)')).toBe('#ff000c');
  });

  it('leaves what is not three plain channels: alpha, variables, other functions', () => {
    for (const value of [
      'rgba(var(--bs-emphasis-color-rgb), .65)',
      'rgba(11, 110, 79, .25)',
      'rgb(var(--bs-primary-rgb))',
      'rgb(11 110 79 / 50%)',
      '#0b6e4f',
      'var(--bs-body-bg)',
    ])
      expect(toEightBit(value), value).toBe(value);
  });

  it('rewrites every declaration of a stylesheet, values around the colour kept', async () => {
    const css =
      '.btn-primary{--bs-btn-hover-bg:rgb(3.6666666667%, 36.6666666667%, 26.3333333333%);box-shadow:0 0 0 1px rgb(9.35, 93.5, 67.15) inset}';
    const { css: out } = await postcss([eightBitColors()]).process(css, { from: undefined });
    expect(out).toBe('.btn-primary{--bs-btn-hover-bg:#095e43;box-shadow:0 0 0 1px #095e43 inset}');
  });
});
