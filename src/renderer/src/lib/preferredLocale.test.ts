import { describe, expect, it } from 'vitest';
import { browserLocale, preferredLocale } from './preferredLocale';

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

  it('prefers a remembered choice and ignores a broken one', () => {
    expect(preferredLocale('en', ['fr-FR'])).toBe('en');
    expect(preferredLocale('fr', ['en-US'])).toBe('fr');
    expect(preferredLocale('klingon', ['fr-FR'])).toBe('fr');
    expect(preferredLocale(null, ['en-GB'])).toBe('en');
  });
});
