import { en } from './en/site';
import type { Locale, SiteCopy } from './types';

export { DEFAULT_LOCALE, landingAlternates, LOCALES, localePagePath } from './locales';
export { FEATURE_IDS, SECTION_IDS } from './sections';
/** Each language's name in itself, the same whatever the page's language, so a reader of either finds theirs. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', fr: 'Français' };

/** English ships in the entry chunk; French is its own chunk, fetched only for French readers. */
const loaders: Record<Locale, () => Promise<SiteCopy>> = {
  en: () => Promise.resolve(en),
  fr: () => import('./fr/site').then((module) => module.fr),
};

const loaded: Partial<Record<Locale, SiteCopy>> = { en };

export async function loadCopy(locale: Locale): Promise<SiteCopy> {
  const copy = loaded[locale] ?? (await loaders[locale]());
  loaded[locale] = copy;
  return copy;
}

export { en as englishCopy };
