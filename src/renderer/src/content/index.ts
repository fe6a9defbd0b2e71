// import.meta.hot below (npm run dev:web): this module is also compiled in the node project
// (tsconfig.node.json: the build reads the copy), which has no Vite client types of its own.
/// <reference types="vite/client" />
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

type CopyEdited = (locale: Locale, copy: SiteCopy) => void;
const copyEditedListeners = new Set<CopyEdited>();

/**
 * `npm run dev:web`: `listener` hears of a language's copy edited and swapped in by a hot update.
 * Without it, an edit of `en/site.ts` reached the app's root through the modules that import this
 * one, none of which can take an update, and Vite reloaded the page (splash, scroll back to the
 * top). A build has no hot updates: the listener is never called.
 */
export function onCopyEdited(listener: CopyEdited): () => void {
  copyEditedListeners.add(listener);
  return () => copyEditedListeners.delete(listener);
}

if (import.meta.hot) {
  const swapIn = (locale: Locale, copy: SiteCopy | undefined): void => {
    if (!copy) return;
    loaded[locale] = copy;
    for (const listener of copyEditedListeners) listener(locale, copy);
  };
  import.meta.hot.accept('./en/site', (module) =>
    swapIn('en', (module as { en?: SiteCopy } | undefined)?.en),
  );
  import.meta.hot.accept('./fr/site', (module) =>
    swapIn('fr', (module as { fr?: SiteCopy } | undefined)?.fr),
  );
}
