import { describe, expect, it } from 'vitest';
import { kioskExtras, pagesVersion, precacheFor } from './precacheGroups';

/** The shape of the list Workbox writes into sw.js (hashed names carry no revision). */
const MANIFEST = [
  { url: 'index.html', revision: 'aaa' },
  { url: 'fr/index.html', revision: 'bbb' },
  { url: 'privacy-policy/index.html', revision: 'ggg' },
  { url: 'fr/terms-of-use/index.html', revision: 'hhh' },
  { url: 'manifest.webmanifest', revision: 'ccc' },
  { url: 'icons/icon-192.png', revision: 'ddd' },
  { url: 'icons/icon-512.png', revision: 'eee' },
  { url: 'icons/icon-maskable-512.png', revision: 'fff' },
  ...[
    'assets/index-AbCd1234.js',
    'assets/vendor-AbCd1234.js',
    'assets/ConsolePage-AbCd1234.js',
    'assets/fr-AbCd1234.js',
    'assets/onScreenKeyboard-AbCd1234.js',
    'assets/KioskLayer-AbCd1234.js',
    'assets/KioskLayer-AbCd1234.css',
    'assets/OnScreenKeyboard-Ab_d-234.js',
    'assets/QrCode-AbCd1234.js',
    'assets/kiosk-AbCd1234.js',
    'assets/StaffScreens-AbCd1234.js',
    'assets/PosterPage-AbCd1234.js',
    'assets/printAccess-AbCd1234.js',
  ].map((url) => ({ url, revision: null })),
];
const urls = (entries: ReturnType<typeof precacheFor>) =>
  entries.map((entry) => (typeof entry === 'string' ? entry : entry.url));

describe('what a worker precaches', () => {
  it('for a public visitor: the routes, both languages’ copy, the static legal pages and the QR encoder (offline notice); no language page, no kiosk or poster code, no install icon', () => {
    expect(urls(precacheFor(MANIFEST, { kiosk: false }))).toEqual([
      'privacy-policy/index.html',
      'fr/terms-of-use/index.html',
      'manifest.webmanifest',
      'icons/icon-192.png',
      'assets/index-AbCd1234.js',
      'assets/vendor-AbCd1234.js',
      'assets/ConsolePage-AbCd1234.js',
      'assets/fr-AbCd1234.js',
      'assets/onScreenKeyboard-AbCd1234.js',
      'assets/QrCode-AbCd1234.js',
    ]);
  });

  it('a kiosk adds its own code, keyboard and staff view included, and the print code it shares', () => {
    expect(urls(kioskExtras(MANIFEST))).toEqual([
      'assets/KioskLayer-AbCd1234.js',
      'assets/KioskLayer-AbCd1234.css',
      'assets/OnScreenKeyboard-Ab_d-234.js',
      'assets/kiosk-AbCd1234.js',
      'assets/StaffScreens-AbCd1234.js',
      'assets/PosterPage-AbCd1234.js',
      'assets/printAccess-AbCd1234.js',
    ]);
  });

  it("names the pages' cache after the pages' revisions", () => {
    expect(pagesVersion(MANIFEST)).toBe('aaa-bbb');
  });
});
