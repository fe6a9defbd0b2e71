import { describe, expect, it } from 'vitest';
import { offlineAnswer, offlineChoice, withLinks } from './offlinePage';

const scope = new URL('https://lyceo.cm/');
const english = { url: 'https://lyceo.cm/', locale: 'en' } as const;
const frenchAtRoot = { url: 'https://lyceo.cm/', locale: 'fr' } as const;
const french = { url: 'https://lyceo.cm/fr/', locale: 'fr' } as const;

/** offline.html as the build writes it (pages/OfflinePage.tsx): two marked home links, one retry link. */
function offlineHtml(locale: string): string {
  const home = locale === 'fr' ? '/fr/' : '/';
  return (
    `<html lang="${locale}"><a class="navbar-brand" href="${home}" data-kept-home="">Lyceo</a>` +
    `<a class="btn" href="${home}" data-retry="">Try again</a><a class="btn" href="${home}" data-kept-home="">Home</a></html>`
  );
}

/** A kept offline page per language in `locales`, as the run-time cache answers it. */
function keptFiles(locales: string[]): (href: string) => Promise<Response | undefined> {
  return (href) => {
    const locale = locales.find(
      (each) =>
        href === new URL(each === 'en' ? 'offline.html' : `${each}/offline.html`, scope).href,
    );
    if (locale === undefined) return Promise.resolve(undefined);
    return Promise.resolve(
      new Response(offlineHtml(locale), {
        headers: {
          'Content-Type': 'text/html',
          'Content-Length': '180',
          'Content-Encoding': 'gzip',
          'X-Frame-Options': 'DENY',
        },
      }),
    );
  };
}

describe('the offline answer for a page this device has not kept', () => {
  it('speaks the address’s language when a page in it is kept', () => {
    expect(offlineChoice('fr', [english, french])).toEqual({ locale: 'fr', home: french.url });
  });

  it('else the kept page’s language, whose landing page it links', () => {
    expect(offlineChoice('fr', [english])).toEqual({ locale: 'en', home: english.url });
    expect(offlineChoice('en', [frenchAtRoot])).toEqual({ locale: 'fr', home: frenchAtRoot.url });
  });

  it('with no page kept, the address’s language and its own links', () => {
    expect(offlineChoice('fr', [])).toEqual({ locale: 'fr', home: null });
  });

  it('points the home links at the kept page and Try again at the address asked for', () => {
    const html = withLinks(offlineHtml('fr'), {
      home: frenchAtRoot.url,
      retry: 'https://lyceo.cm/fr/nope?x=1',
    });
    expect(html.match(/href="[^"]*"/g)).toEqual(['href="/"', 'href="/fr/nope?x=1"', 'href="/"']);
  });

  it('keeps the page’s own home links when no landing page is kept', () => {
    const html = withLinks(offlineHtml('fr'), { home: null, retry: 'https://lyceo.cm/fr/' });
    expect(html.match(/href="[^"]*"/g)).toEqual(['href="/fr/"', 'href="/fr/"', 'href="/fr/"']);
  });

  it('escapes the addresses in the attribute', () => {
    const html = withLinks(offlineHtml('en'), {
      home: 'https://lyceo.cm/?a="b"&c',
      retry: 'https://lyceo.cm/nope?a&b',
    });
    expect(html).toContain('href="/?a=%22b%22&amp;c" data-kept-home');
    expect(html).toContain('href="/nope?a&amp;b" data-retry');
  });

  it('answers an English visitor’s `/fr/` offline in English, linking the kept English page', async () => {
    const response = await offlineAnswer({
      url: new URL('https://lyceo.cm/fr/'),
      scope,
      kept: [english],
      match: keptFiles(['en']),
    });
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('href="/" data-kept-home');
    expect(response.status).toBe(200);
    // The page was rewritten: the kept file's length and encoding no longer describe it.
    expect(response.headers.get('Content-Length')).toBeNull();
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
  });

  it('answers a French visitor in French', async () => {
    const response = await offlineAnswer({
      url: new URL('https://lyceo.cm/nope/page'),
      scope,
      kept: [french],
      match: keptFiles(['en', 'fr']),
    });
    expect(await response.text()).toContain('<html lang="fr">');
  });

  it('is a network error, as before, when no offline page is kept', async () => {
    const response = await offlineAnswer({
      url: new URL('https://lyceo.cm/fr/'),
      scope,
      kept: [english],
      match: keptFiles([]),
    });
    expect(response.type).toBe('error');
  });
});
