import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256 } from './pageDeployment';
import { withLocales, withPageDigests } from './serviceWorkerBuild';

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

  it("tags each drawn screen of the app with its language, so a reader fetches their language's only", () => {
    const list = [
      'assets/site-AbCd1234.js',
      'assets/app-screen-quiz-en-AbCd_123.svg',
      'assets/app-screen-documents-fr-Ab-d1234.svg',
      'assets/podcast-AbCd1234.svg',
    ].map(listed);
    expect(withLocales(list, chunkLocales).map(({ url, locale }) => [url, locale])).toEqual([
      ['assets/site-AbCd1234.js', 'fr'],
      ['assets/app-screen-quiz-en-AbCd_123.svg', 'en'],
      ['assets/app-screen-documents-fr-Ab-d1234.svg', 'fr'],
      ['assets/podcast-AbCd1234.svg', undefined],
    ]);
  });

  it('fails the build when a language has no chunk of its copy in the list', () => {
    expect(() => withLocales([listed('fr/index.html')], chunkLocales)).toThrow(/fr copy/);
  });
});

// Hostile review R4-01: the worker tells this deployment's language page from another's by it.
describe("the worker's list of a build's language pages", () => {
  it('gives each language page the SHA-256 of its bytes as built, and no other file one', () => {
    const files: Record<string, string> = {
      'index.html': '<html lang="en">',
      'fr/index.html': '<html lang="fr">',
    };
    const read = (url: string) => new TextEncoder().encode(files[url] ?? 'another file');
    const list = ['index.html', 'fr/index.html', 'privacy-policy/index.html', 'start.js'].map(
      listed,
    );
    const digest = (text: string) => createHash('sha256').update(text).digest('base64');
    expect(withPageDigests(list, read).map(({ url, sha256 }) => [url, sha256])).toEqual([
      ['index.html', digest('<html lang="en">')],
      ['fr/index.html', digest('<html lang="fr">')],
      ['privacy-policy/index.html', undefined],
      ['start.js', undefined],
    ]);
  });

  it('writes the digest as the worker computes it from the page it fetched', async () => {
    const bytes = new TextEncoder().encode('<html lang="fr">…</html>');
    const [entry] = withPageDigests([listed('fr/index.html')], () => bytes);
    expect(entry?.sha256).toBe(await sha256(bytes));
  });
});
