import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyStrings } from '../../src/renderer/src/content/copyStrings';
import { siteCopies } from '../../src/renderer/src/content/siteCopies';
import { woff2CodePoints } from './woff2';

/** The headings' display face (scripts/subset-display-font.py), as the build ships it. */
const FONT = resolve(
  import.meta.dirname,
  '../../src/renderer/src/assets/fonts/atkinson-hyperlegible-bold-latin.woff2',
);

const missingFrom = (codes: Set<number>, text: string): string[] =>
  [...text].filter((char) => char !== '\n' && !codes.has(char.codePointAt(0) ?? 0));

describe("the headings' display face", () => {
  const codes = woff2CodePoints(readFileSync(FONT));

  it('draws every French letter, capitals too, and French typography', () => {
    const french = 'àâäçéèêëîïôöùûüÿœæ ÀÂÄÇÉÈÊËÎÏÔÖÙÛÜŸŒÆ « » ’ – — … €';
    // The no-break space before « : » and %, the narrow one before ; ? ! (content/README.md).
    expect(missingFrom(codes, `${french}\u00a0\u202f\u2011`)).toEqual([]);
  });

  it('draws every character of the site copy in both languages', () => {
    const missing = Object.entries(siteCopies).flatMap(([locale, copy]) =>
      copyStrings(copy).flatMap(([path, text]) =>
        missingFrom(codes, text).map((char) => `${locale}.${path}: ${char}`),
      ),
    );
    expect(missing).toEqual([]);
  });

  it('stays a subset: Latin only, under 9 KB', () => {
    expect(codes.has('Ж'.codePointAt(0) ?? 0)).toBe(false);
    expect(codes.size).toBeLessThan(200);
    expect(statSync(FONT).size).toBeLessThanOrEqual(9_000);
  });
});
