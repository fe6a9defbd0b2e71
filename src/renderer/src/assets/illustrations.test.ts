import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const folder = join(__dirname, 'illustrations');

/** The text an SVG draws: an illustration is one file for both languages. */
function drawnText(svg: string): string[] {
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1] ?? '');
}

describe('illustrations', () => {
  it('draw no words, so a French page shows no English (formulas and signs only)', () => {
    const words = readdirSync(folder)
      .filter((name) => name.endsWith('.svg'))
      .flatMap((name) =>
        drawnText(readFileSync(join(folder, name), 'utf8'))
          .filter((text) => /\p{L}{3,}/u.test(text))
          .map((text) => `${name}: ${text}`),
      );
    expect(words).toEqual([]);
  });
});
