import { describe, expect, it } from 'vitest';
import { withLocales } from './serviceWorkerBuild';

const listed = (url: string) => ({ url, revision: url.endsWith('.js') ? null : 'r', size: 1 });

describe("the worker's precache list", () => {
  const chunkLocales = new Map([['assets/site-AbCd1234.js', 'fr' as const]]);

  it("tags each page with its folder's language, but the offline answers, and each language's own chunks with theirs", () => {
    const list = [
      'index.html',
      'fr/index.html',
      'privacy-policy/index.html',
      'fr/terms-of-use/index.html',
      'offline.html',
      'fr/offline.html',
      'assets/site-AbCd1234.js',
      'assets/ConsolePage-AbCd1234.js',
      'kiosk.webmanifest',
    ].map(listed);
    expect(withLocales(list, chunkLocales).map(({ url, locale }) => [url, locale])).toEqual([
      ['index.html', 'en'],
      ['fr/index.html', 'fr'],
      ['privacy-policy/index.html', 'en'],
      ['fr/terms-of-use/index.html', 'fr'],
      // Anyone may type the other language's address: its offline answer is every visitor's.
      ['offline.html', undefined],
      ['fr/offline.html', undefined],
      ['assets/site-AbCd1234.js', 'fr'],
      ['assets/ConsolePage-AbCd1234.js', undefined],
      ['kiosk.webmanifest', undefined],
    ]);
  });

  it('fails the build when a language has no chunk of its copy in the list', () => {
    expect(() => withLocales([listed('fr/index.html')], chunkLocales)).toThrow(/fr copy/);
  });
});
