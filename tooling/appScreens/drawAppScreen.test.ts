import { describe, expect, it } from 'vitest';
import { appScreenCopies } from '../../src/renderer/src/content/appScreens';
import type { AppScreensCopy } from '../../src/renderer/src/content/types';
import { APP_SCREENS } from '../../src/shared/appScreenFiles';
import { languageOfAppScreenFile } from '../../src/shared/assetNames.mjs';
import { LOCALES } from '../../src/shared/locales';
import { appScreenFileNames, drawAppScreens } from './appScreenFiles';
import { drawAppScreen } from './drawAppScreen';

/** The words an SVG draws, unescaped. */
function drawnWords(svg: string): string[] {
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) =>
    (match[1] ?? '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&'),
  );
}

/** Every string of a copy object. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** A copy's screen strings that are not ids. */
function screenWords(copy: AppScreensCopy, screen: (typeof APP_SCREENS)[number]): string[] {
  return strings(
    JSON.parse(
      JSON.stringify(copy[screen], (key, value: unknown) => (key === 'id' ? undefined : value)),
    ),
  );
}

describe("the app's drawn screens", () => {
  it.each(LOCALES.flatMap((locale) => APP_SCREENS.map((screen) => [screen, locale] as const)))(
    '%s in %s draws every word of its copy, and none of another language',
    (screen, locale) => {
      const drawn = drawnWords(drawAppScreen(screen, appScreenCopies[locale]));
      expect(drawn).toEqual(expect.arrayContaining(screenWords(appScreenCopies[locale], screen)));
      for (const other of LOCALES.filter((candidate) => candidate !== locale)) {
        const own = new Set(screenWords(appScreenCopies[locale], screen));
        const foreign = screenWords(appScreenCopies[other], screen).filter(
          (word) => !own.has(word),
        );
        expect(drawn.filter((word) => foreign.includes(word))).toEqual([]);
      }
    },
  );

  it('fails, naming the line, when a translation is too long for its place', () => {
    const long = structuredClone(appScreenCopies.en);
    long.quiz.answers[1] = {
      id: 'joule',
      text: 'The joule, the unit of energy and work',
      correct: false,
    };
    expect(() => drawAppScreen('quiz', long)).toThrow(
      /"The joule, the unit of energy and work" .* shorten it/,
    );
  });

  it('are files named by their screen, language and content', () => {
    const drawn = drawAppScreens();
    const names = appScreenFileNames(drawn);
    for (const locale of LOCALES)
      for (const screen of APP_SCREENS) {
        expect(names[locale][screen]).toMatch(
          new RegExp(`^assets/app-screen-${screen}-${locale}-[\\w-]{8}\\.svg$`),
        );
        expect(languageOfAppScreenFile(names[locale][screen])).toBe(locale);
      }
    expect(new Set(drawn.map(({ fileName }) => fileName)).size).toBe(
      LOCALES.length * APP_SCREENS.length,
    );
    expect(languageOfAppScreenFile('assets/podcast-AbCd1234.svg')).toBeUndefined();
  });
});
