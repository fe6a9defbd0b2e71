import { describe, expect, it } from 'vitest';
import { appScreenCopies } from './appScreens';
import { keyboardCopies } from './keyboard';
import { kioskCopies } from './kiosk';
import { legalCopies } from './legal';
import { DEFAULT_LOCALE, LOCALES } from './locales';
import { noticesCopies } from './notices';
import { posterCopies } from './poster';
import { speakerNotes } from './presentNotes';
import { presentCopies } from './present';
import { siteCopies } from './siteCopies';
import { staffCopies } from './staff';
import { staticCopies } from './static';
import { webAppCopies } from './webApp';

/** Every part of the copy, each with one module per language. */
const PARTS = {
  site: siteCopies,
  legal: legalCopies,
  static: staticCopies,
  webApp: webAppCopies,
  notices: noticesCopies,
  kiosk: kioskCopies,
  keyboard: keyboardCopies,
  staff: staffCopies,
  poster: posterCopies,
  appScreens: appScreenCopies,
  present: presentCopies,
  presentNotes: speakerNotes,
};

type Leaf = [path: string, value: unknown];

/** What names a list's item in a path: its id, or the landing section it points to. */
function itemId(item: unknown): string | undefined {
  if (!item || typeof item !== 'object') return undefined;
  const { id, section } = item as { id?: unknown; section?: unknown };
  if (typeof id === 'string') return id;
  return typeof section === 'string' ? section : undefined;
}

/** Every string, number and flag of the copy by its path; list items by their id, so a difference names the item. */
function leaves(value: unknown, path: string): Leaf[] {
  if (Array.isArray(value))
    return value.flatMap((child, index) => leaves(child, `${path}.${itemId(child) ?? index}`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) => leaves(child, `${path}.${key}`));
  return [[path, value]];
}

/** The lists of objects whose items carry no id (lists of strings go by position inside their item). */
function listsWithoutIds(value: unknown, path: string): string[] {
  if (Array.isArray(value)) {
    const objects = value.filter((child) => child && typeof child === 'object');
    const ids = objects.map(itemId);
    const here = ids.includes(undefined) || new Set(ids).size < ids.length ? [path] : [];
    return [
      ...here,
      ...value.flatMap((child, index) => listsWithoutIds(child, `${path}.${index}`)),
    ];
  }
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) =>
      listsWithoutIds(child, `${path}.${key}`),
    );
  return [];
}

const placeholders = (text: unknown): string[] => (String(text).match(/\{\w+\}/g) ?? []).sort();

/**
 * Values that are the same in every language on purpose: identifiers, links,
 * dates, prices, names of people, plans and classrooms, and words French
 * shares with English.
 */
const SAME_IN_BOTH = [
  /\.(id|icon|initials|path|date|price|popular|section)$/,
  /^site\.landing\.pricing\.plans\.[\w-]+\.name$/,
  /^site\.landing\.testimonials\.items\.\w+\.(name|role)$/,
  /^site\.landing\.multimedia\.items\.podcast\.title$/, // Podcasts
  /^site\.footer\.contactHeading$/, // Contact
  /^legal\.(privacy|terms)\.sections\.contact\.heading$/, // Contact
  /^staff\.names\.((sections|slides)\.(articles|faq)|qr\.(whatsapp|blog))$/, // Articles, FAQ, WhatsApp, Blog
  /^staff\.(duration|seconds|place\.option|bucket|none)$/, // placeholders and signs: {from}–{to} {unit}, —
  /^poster\.form\.(stand|date)$/, // Stand, Date
  // The app's screens: formulas, class and year, and words French shares (Quiz, Solutions, Maths).
  /^appScreens\.correction\.(chip|equation|steps\.\w+\.formulas\.\d+|conclusion)$/,
  /^appScreens\.quiz\.title$/,
  /^appScreens\.documents\.(filters\.maths\.label|items\.[\w-]+\.meta)$/,
  /^appScreens\.sharing\.items\.\w+\.(initials|name)$/, // classmates' names
  // The presenter's letter keys (B, F, S, O, L) and Notes, the same word in French.
  /^present\.help\.keys\.(blank|fullscreen|view|overview|language)\.keys$/,
  /^present\.view\.notes$/,
];

const translations = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

describe.each(Object.entries(PARTS))('the %s copy', (name, copies) => {
  const english = new Map(leaves(copies[DEFAULT_LOCALE], name));

  it('names every item of its lists by an id, once', () => {
    expect(listsWithoutIds(copies[DEFAULT_LOCALE], name)).toEqual([]);
  });

  describe.each(translations)('in %s', (locale) => {
    const translated = leaves(copies[locale], name);

    it('has exactly the items and keys of the English copy', () => {
      const paths = new Set(translated.map(([path]) => path));
      expect({
        missing: [...english.keys()].filter((path) => !paths.has(path)),
        extra: [...paths].filter((path) => !english.has(path)),
      }).toEqual({ missing: [], extra: [] });
    });

    it('has no empty value and keeps every placeholder of the English', () => {
      for (const [path, value] of translated) {
        if (typeof value !== 'string') continue;
        expect(value.trim(), path).not.toBe('');
        expect(placeholders(value), path).toEqual(placeholders(english.get(path)));
      }
    });

    it('differs from the English wherever a translation is due', () => {
      const untranslated = translated
        .filter(([path, value]) => typeof value === 'string' && english.get(path) === value)
        .map(([path]) => path)
        .filter((path) => !SAME_IN_BOTH.some((pattern) => pattern.test(path)));
      expect(untranslated).toEqual([]);
    });
  });
});
