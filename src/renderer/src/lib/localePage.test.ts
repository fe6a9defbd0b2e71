import { afterEach, describe, expect, it } from 'vitest';
import { localeRedirect, readLocalePage, siteRoot, startLocale } from './localePage';

const english = { locale: 'en', siteRoot: './' } as const;
const french = { locale: 'fr', siteRoot: '../' } as const;

describe('startLocale', () => {
  it('a remembered choice wins on every page', () => {
    expect(startLocale(english, 'fr', ['en-GB'])).toBe('fr');
    expect(startLocale(french, 'en', ['fr-CM'])).toBe('en');
    expect(startLocale(null, 'fr', ['en'])).toBe('fr');
  });

  it("at the site's root (and in the shell) the browser's language decides", () => {
    expect(startLocale(english, null, ['fr-CM', 'en'])).toBe('fr');
    expect(startLocale(english, null, ['en-US'])).toBe('en');
    expect(startLocale(null, null, ['fr'])).toBe('fr');
  });

  it("a language's own page keeps its language for a visitor who has not chosen", () => {
    expect(startLocale(french, null, ['en-US'])).toBe('fr');
    expect(startLocale(french, 'de', ['en-US'])).toBe('fr');
  });
});

describe('localeRedirect', () => {
  const at = {
    href: 'https://lyceo.cm/?kiosk=1&idle=120#/console',
    search: '?kiosk=1&idle=120',
    hash: '#/console',
  };

  it("sends a visitor to their language's page, keeping the query and the route", () => {
    expect(localeRedirect(english, 'fr', at)).toBe('./fr/?kiosk=1&idle=120#/console');
    const atFrench = { href: 'https://lyceo.cm/fr/', search: '', hash: '' };
    expect(localeRedirect(french, 'en', atFrench)).toBe('../');
  });

  it('never sends a visitor to the address they are at (the French page served at the root)', () => {
    const atRoot = { href: 'https://lyceo.cm/', search: '', hash: '' };
    expect(localeRedirect(french, 'en', atRoot)).toBeNull();
    expect(localeRedirect(french, 'en', { ...atRoot, href: 'https://lyceo.cm/?x=1#/' })).toBeNull();
  });

  it('stays on the right page, and in the shell, which has no language pages', () => {
    expect(localeRedirect(english, 'en', at)).toBeNull();
    expect(localeRedirect(french, 'fr', at)).toBeNull();
    expect(localeRedirect(null, 'fr', at)).toBeNull();
  });

  it('never loops: from wherever a visitor starts, the page it sends them to keeps them', () => {
    for (const stored of [null, 'en', 'fr', 'xx']) {
      for (const languages of [['en'], ['fr-FR']]) {
        for (const start of [english, french]) {
          const locale = startLocale(start, stored, languages);
          const landed = locale === 'en' ? english : french;
          expect(startLocale(landed, stored, languages)).toBe(locale);
        }
      }
    }
  });
});

describe('readLocalePage', () => {
  afterEach(() => {
    document.documentElement.lang = 'en';
    document.documentElement.removeAttribute('data-site-root');
  });

  it("reads a prerendered page's language and way back to the root", () => {
    document.documentElement.lang = 'fr';
    document.documentElement.setAttribute('data-site-root', '../');
    expect(readLocalePage(document)).toEqual(french);
    expect(siteRoot(document)).toBe('../');
  });

  it('finds none in a page that was not prerendered (the shell)', () => {
    expect(readLocalePage(document)).toBeNull();
    expect(siteRoot(document)).toBe('./');
  });
});
