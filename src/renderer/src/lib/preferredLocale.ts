import { LOCALE_COOKIE } from '@shared/localeChoice';
import { DEFAULT_LOCALE, isLocale } from '../content/locales';
import type { Locale } from '../content/types';

export const LOCALE_STORAGE_KEY = 'lyceo.locale';
/** The same choice where the server can read it (@shared/localeChoice). First-party, no other use. */
export { LOCALE_COOKIE };
/** One year: long enough to outlast a school year, the notice says so (content/en/legal.ts, content/fr/legal.ts). */
export const LOCALE_COOKIE_MAX_AGE_S = 31_536_000;

/**
 * The first of the browser's languages that the site has decides (`de, fr, en`
 * is French), else English: the rule site.conf applies to Accept-Language.
 */
export function browserLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

/** A remembered choice wins; a broken stored value is ignored. */
export function preferredLocale(stored: unknown, languages: readonly string[]): Locale {
  return isLocale(stored) ? stored : browserLocale(languages);
}

/** The language cookie's value in a `document.cookie` string, if it names a language. */
export function localeOfCookies(cookies: string): Locale | null {
  for (const pair of cookies.split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return null;
}

/** The remembered choice: this browser's storage, else the cookie (one of the two cleared). */
export function readStoredLocale(): string | null {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    // Storage disabled: the cookie may still have it.
  }
  return isLocale(stored) ? stored : localeOfCookies(document.cookie);
}

/** The language cookie, for `maxAge` seconds (0 deletes it). */
function writeLocaleCookie(value: string, maxAge: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}

/** Remembers the choice in both places, so they never disagree for long. */
export function storeLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage can be full or disabled (private mode): the cookie still carries the choice.
  }
  writeLocaleCookie(locale, LOCALE_COOKIE_MAX_AGE_S);
}

/** Forgets the choice in both places (a kiosk's reset); apart from storeLocale, so the boot script ships without it. */
export function forgetStoredLocale(): void {
  try {
    window.localStorage.removeItem(LOCALE_STORAGE_KEY);
  } catch {
    // Storage disabled: nothing was kept there.
  }
  writeLocaleCookie('', 0);
}

export function navigatorLanguages(): readonly string[] {
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}
