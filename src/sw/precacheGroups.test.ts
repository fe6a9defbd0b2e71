import { describe, expect, it } from 'vitest';
import { KIOSK_MANIFEST } from '../shared/webApp';
import {
  installExtras,
  pagesVersion,
  precacheFor,
  sharedPrecache,
  type ManifestEntry,
} from './precacheGroups';

/**
 * The shape of the list Workbox writes into sw.js (hashed names carry no revision), with the
 * language the build tags each language's own files with (serviceWorkerBuild.ts).
 */
const MANIFEST: ManifestEntry[] = [
  { url: 'index.html', revision: 'aaa', locale: 'en' },
  { url: 'fr/index.html', revision: 'bbb', locale: 'fr' },
  { url: 'privacy-policy/index.html', revision: 'ggg', locale: 'en' },
  { url: 'terms-of-use/index.html', revision: 'iii', locale: 'en' },
  { url: 'fr/privacy-policy/index.html', revision: 'jjj', locale: 'fr' },
  { url: 'fr/terms-of-use/index.html', revision: 'hhh', locale: 'fr' },
  { url: 'manifest.webmanifest', revision: 'ccc' },
  { url: KIOSK_MANIFEST, revision: 'kkk' },
  { url: 'icons/icon-192.png', revision: 'ddd' },
  { url: 'icons/icon-512.png', revision: 'eee' },
  { url: 'icons/icon-maskable-512.png', revision: 'fff' },
  { url: 'favicon.svg', revision: 'lll' },
  { url: 'assets/site-AbCd1234.js', revision: null, locale: 'fr' },
  ...[
    'assets/index-AbCd1234.js',
    'assets/vendor-AbCd1234.js',
    'assets/ConsolePage-AbCd1234.js',
    'assets/onScreenKeyboard-AbCd1234.js',
    'assets/KioskLayer-AbCd1234.js',
    'assets/KioskLayer-AbCd1234.css',
    'assets/OnScreenKeyboard-Ab_d-234.js',
    'assets/QrCode-AbCd1234.js',
    'assets/kiosk-AbCd1234.js',
    'assets/StaffScreens-AbCd1234.js',
    'assets/PosterPage-AbCd1234.js',
    'assets/printAccess-AbCd1234.js',
    'assets/atkinson-hyperlegible-bold-latin-AbCd1234.woff2',
    'assets/Presenter-AbCd1234.js',
    'assets/Presenter-AbCd1234.css',
  ].map((url) => ({ url, revision: null })),
];
const urls = (entries: ReturnType<typeof precacheFor>) =>
  entries.map((entry) => (typeof entry === 'string' ? entry : entry.url));

/** What every public visitor's worker fetches, whatever their language. */
const EVERY_VISITORS = [
  'favicon.svg',
  'assets/index-AbCd1234.js',
  'assets/vendor-AbCd1234.js',
  'assets/ConsolePage-AbCd1234.js',
  'assets/onScreenKeyboard-AbCd1234.js',
  'assets/QrCode-AbCd1234.js',
];

describe('what a worker precaches', () => {
  it('for an English visitor: the routes, the English legal pages and the QR encoder (offline notice); no French copy or pages, no language page, no kiosk, poster or presenter code or manifest, no web manifest or icon (installing fetches them)', () => {
    const english = urls(precacheFor(MANIFEST, { kiosk: false, locales: ['en'] }));
    expect(english.sort()).toEqual(
      [...EVERY_VISITORS, 'privacy-policy/index.html', 'terms-of-use/index.html'].sort(),
    );
    expect(english).not.toContain('assets/site-AbCd1234.js');
    expect(english).not.toContain(KIOSK_MANIFEST);
  });

  it('for a French visitor: the French copy and legal pages, not the English legal pages', () => {
    const french = urls(precacheFor(MANIFEST, { kiosk: false, locales: ['fr'] }));
    expect(french.sort()).toEqual(
      [
        ...EVERY_VISITORS,
        'assets/site-AbCd1234.js',
        'fr/privacy-policy/index.html',
        'fr/terms-of-use/index.html',
      ].sort(),
    );
  });

  it("Workbox's list, fixed as the worker starts, holds what every visitor gets; the rest is fetched at install", () => {
    expect(urls(sharedPrecache(MANIFEST)).sort()).toEqual([...EVERY_VISITORS].sort());
    expect(urls(installExtras(MANIFEST, { kiosk: false, locales: ['fr'] }))).toEqual([
      'fr/privacy-policy/index.html',
      'fr/terms-of-use/index.html',
      'assets/site-AbCd1234.js',
    ]);
  });

  it('a kiosk (or a presenter) adds its own code and manifest, keyboard and staff view included, the print code it shares, the presenter, and every language its visitors may switch to', () => {
    expect(urls(installExtras(MANIFEST, { kiosk: true, locales: ['en'] }))).toEqual([
      'privacy-policy/index.html',
      'terms-of-use/index.html',
      'fr/privacy-policy/index.html',
      'fr/terms-of-use/index.html',
      KIOSK_MANIFEST,
      'assets/site-AbCd1234.js',
      'assets/KioskLayer-AbCd1234.js',
      'assets/KioskLayer-AbCd1234.css',
      'assets/OnScreenKeyboard-Ab_d-234.js',
      'assets/kiosk-AbCd1234.js',
      'assets/StaffScreens-AbCd1234.js',
      'assets/PosterPage-AbCd1234.js',
      'assets/printAccess-AbCd1234.js',
      'assets/atkinson-hyperlegible-bold-latin-AbCd1234.woff2',
      'assets/Presenter-AbCd1234.js',
      'assets/Presenter-AbCd1234.css',
    ]);
  });

  it("leaves the headings' display face to a page that draws with it (a wide screen's), a kiosk's aside", () => {
    const font = 'assets/atkinson-hyperlegible-bold-latin-AbCd1234.woff2';
    for (const locales of [['en'], ['fr']] as const) {
      expect(urls(precacheFor(MANIFEST, { kiosk: false, locales }))).not.toContain(font);
    }
    expect(urls(precacheFor(MANIFEST, { kiosk: true, locales: ['en'] }))).toContain(font);
  });

  it("leaves an app screen only the presenter's slides show to a presenter's wide screen, a kiosk's aside", () => {
    const entries: ManifestEntry[] = [
      { url: 'assets/app-screen-sharing-en-AbCd1234.svg', revision: null, locale: 'en' },
      { url: 'assets/app-screen-quiz-en-AbCd1234.svg', revision: null, locale: 'en' },
    ];
    expect(urls(precacheFor(entries, { kiosk: false, locales: ['en'] }))).toEqual([
      'assets/app-screen-quiz-en-AbCd1234.svg',
    ]);
    expect(urls(precacheFor(entries, { kiosk: true, locales: ['en'] }))).toHaveLength(2);
  });

  it("names the pages' cache after the pages' revisions", () => {
    const renamed = (url: string, revision: string) =>
      MANIFEST.map((entry) =>
        typeof entry !== 'string' && entry.url === url ? { ...entry, revision } : entry,
      );
    const name = pagesVersion(MANIFEST);
    expect(pagesVersion(renamed('index.html', 'aab'))).not.toBe(name);
    expect(pagesVersion(renamed('fr/index.html', 'bbc'))).not.toBe(name);
    // Not another file's.
    expect(pagesVersion(renamed('privacy-policy/index.html', 'ggh'))).toBe(name);
  });

  // Review R4: the name was the revisions joined and cut at 64 characters, so the last
  // character of the French page's (32 hex digits, after the English page's and a dash)
  // did not count, and a third language's page would not have counted at all.
  it("counts every character of every language page's revision, in a short name", () => {
    const md5 = (digit: string) => digit.repeat(32);
    const withPages = (english: string, french: string): ManifestEntry[] => [
      { url: 'index.html', revision: english, locale: 'en' },
      { url: 'fr/index.html', revision: french, locale: 'fr' },
    ];
    const name = pagesVersion(withPages(md5('a'), md5('b')));
    expect(pagesVersion(withPages(md5('a'), `${md5('b').slice(0, -1)}c`))).not.toBe(name);
    expect(pagesVersion(withPages(md5('a'), md5('b')))).toBe(name);
    expect(name).toMatch(/^[\w-]{1,16}$/);
  });
});
