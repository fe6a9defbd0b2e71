import { DEFAULT_LOCALE, LOCALES } from '../content/locales';
import type { Locale } from '../content/types';

export const LOCALE_STORAGE_KEY = 'lyceo.locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The browser's first preferred language decides: French if it is French, else English. */
export function browserLocale(languages: readonly string[]): Locale {
  const first = languages[0]?.toLowerCase() ?? '';
  return first === 'fr' || first.startsWith('fr-') ? 'fr' : DEFAULT_LOCALE;
}

/** A remembered choice wins; a broken stored value is ignored. */
export function preferredLocale(stored: unknown, languages: readonly string[]): Locale {
  return isLocale(stored) ? stored : browserLocale(languages);
}

export function readStoredLocale(): string | null {
  try {
    return window.localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeLocale(locale: Locale | null): void {
  try {
    if (locale) window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
    else window.localStorage.removeItem(LOCALE_STORAGE_KEY);
  } catch {
    // Storage can be full or disabled (private mode): the choice then lasts this visit only.
  }
}

export function navigatorLanguages(): readonly string[] {
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}
