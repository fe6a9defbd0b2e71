import { afterEach, describe, expect, it } from 'vitest';
import {
  browserLocale,
  localeOfCookies,
  LOCALE_STORAGE_KEY,
  preferredLocale,
  readStoredLocale,
  storeLocale,
  forgetStoredLocale,
} from './preferredLocale';

describe('language choice', () => {
  it('starts French for a French browser, English otherwise', () => {
    expect(browserLocale(['fr-FR', 'en'])).toBe('fr');
    expect(browserLocale(['fr'])).toBe('fr');
    expect(browserLocale(['FR-cm'])).toBe('fr');
    expect(browserLocale(['en-US', 'fr'])).toBe('en');
    expect(browserLocale(['de-DE'])).toBe('en');
    expect(browserLocale(['french'])).toBe('en');
    expect(browserLocale([])).toBe('en');
  });

  it('lets the first language the site has decide, as site.conf does with Accept-Language', () => {
    expect(browserLocale(['de-DE', 'fr', 'en'])).toBe('fr');
    expect(browserLocale(['de-DE', 'en', 'fr'])).toBe('en');
  });

  it('prefers a remembered choice and ignores a broken one', () => {
    expect(preferredLocale('en', ['fr-FR'])).toBe('en');
    expect(preferredLocale('fr', ['en-US'])).toBe('fr');
    expect(preferredLocale('klingon', ['fr-FR'])).toBe('fr');
    expect(preferredLocale(null, ['en-GB'])).toBe('en');
  });
});

describe('the remembered choice', () => {
  afterEach(() => forgetStoredLocale());

  it('is kept in storage and in the lang cookie, and forgotten in both', () => {
    storeLocale('fr');
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('fr');
    expect(localeOfCookies(document.cookie)).toBe('fr');
    forgetStoredLocale();
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull();
    expect(localeOfCookies(document.cookie)).toBeNull();
  });

  it('falls back on the cookie when storage was cleared, and on storage when the cookie was', () => {
    storeLocale('fr');
    window.localStorage.clear();
    expect(readStoredLocale()).toBe('fr');
    storeLocale('en');
    document.cookie = 'lang=; Path=/; Max-Age=0';
    expect(readStoredLocale()).toBe('en');
  });

  it('reads only en or fr from the cookie', () => {
    expect(localeOfCookies('a=1; lang=fr; b=2')).toBe('fr');
    expect(localeOfCookies('lang=de')).toBeNull();
    expect(localeOfCookies('lang=<script>')).toBeNull();
    expect(localeOfCookies('xlang=fr')).toBeNull();
    expect(localeOfCookies('')).toBeNull();
  });
});
