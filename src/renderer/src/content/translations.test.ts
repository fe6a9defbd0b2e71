import { describe, expect, it } from 'vitest';
import { en } from './en/site';
import { fr } from './fr/site';
import { en as legalEn } from './en/legal';
import { fr as legalFr } from './fr/legal';
import { en as staticEn } from './en/static';
import { fr as staticFr } from './fr/static';
import { noticesCopies } from './notices';
import { webAppCopies } from './webApp';

type Leaf = [path: string, value: unknown];

function leaves(value: unknown, path = ''): Leaf[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) =>
      leaves(child, path ? `${path}.${key}` : key),
    );
  }
  return [[path, value]];
}

/**
 * Values that are the same in both languages on purpose: identifiers, links,
 * dates, prices, names of people, plans and classrooms, and words French
 * shares with English.
 */
const SAME_IN_BOTH = [
  /\.(id|icon|image|initials|path|date|price|popular|section)$/,
  /^landing\.pricing\.plans\.\d+\.name$/,
  /^landing\.testimonials\.items\.\d+\.(name|role)$/,
  /^landing\.multimedia\.items\.0\.title$/, // Podcasts
  /^(footer|noscript)\.contactHeading$/, // Contact
  /^(privacy|terms)\.sections\.\d+\.heading$/, // Contact
];

describe('French copy', () => {
  const english = new Map(leaves(en));
  const french = leaves(fr);

  it('has exactly the keys of the English copy', () => {
    expect(french.map(([path]) => path).sort()).toEqual([...english.keys()].sort());
  });

  it('has no empty value', () => {
    for (const [path, value] of french) {
      if (typeof value === 'string') expect(value.trim(), path).not.toBe('');
    }
  });

  it('differs from the English wherever a translation is due', () => {
    const untranslated = french
      .filter(([path, value]) => typeof value === 'string' && english.get(path) === value)
      .map(([path]) => path)
      .filter((path) => !SAME_IN_BOTH.some((pattern) => pattern.test(path)));
    expect(untranslated).toEqual([]);
  });

  it('translates the legal pages completely', () => {
    const englishLegal = new Map(leaves(legalEn));
    const frenchLegal = leaves(legalFr);
    expect(frenchLegal.map(([path]) => path).sort()).toEqual([...englishLegal.keys()].sort());
    const untranslated = frenchLegal
      .filter(([path, value]) => englishLegal.get(path) === value)
      .map(([path]) => path)
      .filter((path) => !SAME_IN_BOTH.some((pattern) => pattern.test(path)));
    expect(untranslated).toEqual([]);
  });

  it('translates the static-HTML copy completely, keeping its placeholders', () => {
    const englishStatic = new Map(leaves(staticEn));
    const frenchStatic = leaves(staticFr);
    expect(frenchStatic.map(([path]) => path).sort()).toEqual([...englishStatic.keys()].sort());
    const placeholders = (text: unknown): string[] => (String(text).match(/\{\w+\}/g) ?? []).sort();
    for (const [path, value] of frenchStatic) {
      expect(placeholders(value), path).toEqual(placeholders(englishStatic.get(path)));
    }
    const untranslated = frenchStatic
      .filter(([path, value]) => englishStatic.get(path) === value)
      .map(([path]) => path)
      .filter((path) => !SAME_IN_BOTH.some((pattern) => pattern.test(path)));
    expect(untranslated).toEqual([]);
  });

  it('keeps every placeholder of the English string', () => {
    for (const [path, value] of french) {
      const original = english.get(path);
      if (typeof value !== 'string' || typeof original !== 'string') continue;
      const placeholders = (text: string): string[] => (text.match(/\{\w+\}/g) ?? []).sort();
      expect(placeholders(value), path).toEqual(placeholders(original));
    }
  });
});

describe('French copy of the notices and the installed app', () => {
  it.each([
    ['notices', noticesCopies],
    ['web app', webAppCopies],
  ] as const)('%s: same keys, translated, placeholders kept', (_name, copies) => {
    const english = new Map(leaves(copies.en));
    const french = leaves(copies.fr);
    expect(french.map(([path]) => path).sort()).toEqual([...english.keys()].sort());
    for (const [path, value] of french) {
      const original = english.get(path);
      if (typeof value !== 'string' || typeof original !== 'string') continue;
      expect(value.trim(), path).not.toBe('');
      expect(value, path).not.toBe(original);
      const placeholders = (text: string): string[] => (text.match(/\{\w+\}/g) ?? []).sort();
      expect(placeholders(value), path).toEqual(placeholders(original));
    }
  });
});
