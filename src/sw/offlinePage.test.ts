import { describe, expect, it } from 'vitest';
import { addressLocale, offlineAnswer, offlineChoice, withLinks } from './offlinePage';

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
  it('speaks the address’s language: its folder’s, else that of the page kept at the root', () => {
    expect(addressLocale(new URL('https://lyceo.cm/fr/nope'), scope, [english])).toBe('fr');
    expect(addressLocale(new URL('https://lyceo.cm/nope'), scope, [english])).toBe('en');
    // site.conf serves a French browser the French page at `/`.
    expect(addressLocale(new URL('https://lyceo.cm/nope'), scope, [frenchAtRoot])).toBe('fr');
    expect(addressLocale(new URL('https://lyceo.cm/nope'), scope, [])).toBe('en');
  });

  it('links the kept landing page in that language, else any kept one naming its language, else none', () => {
    expect(offlineChoice('fr', [english, french])).toEqual({ locale: 'fr', home: french.url });
    expect(offlineChoice('fr', [english])).toEqual({
      locale: 'fr',
      home: `${english.url}?lang=en`,
    });
    expect(offlineChoice('en', [frenchAtRoot])).toEqual({
      locale: 'en',
      home: `${frenchAtRoot.url}?lang=fr`,
    });
    expect(offlineChoice('fr', [])).toEqual({ locale: 'fr', home: null });
  });

  // Review R4-02: a visitor who chose French where this device keeps only the English page
  // was sent to `fr/` by the boot script, got this page, and its home link (`/`) sent them
  // to the English page, whose boot script sent them back here, for ever.
  it('sends home to a page in another language with that language named, so it does not send them back', async () => {
    const response = await offlineAnswer({
      url: new URL('https://lyceo.cm/fr/'),
      scope,
      kept: [english],
      match: keptFiles(['en', 'fr']),
    });
    const html = await response.text();
    expect(html.match(/href="[^"]*"(?= data-kept-home)/g)).toEqual([
      'href="/?lang=en"',
      'href="/?lang=en"',
    ]);
    // Not the address it answers: Try again still asks for the French page.
    expect(html).toContain('href="/fr/" data-retry');
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

  it('answers an English visitor’s `/fr/` offline in French, linking the kept English page', async () => {
    const response = await offlineAnswer({
      url: new URL('https://lyceo.cm/fr/'),
      scope,
      kept: [english],
      match: keptFiles(['en', 'fr']),
    });
    const html = await response.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('href="/?lang=en" data-kept-home');
    expect(response.status).toBe(200);
    // The page was rewritten: the kept file's length and encoding no longer describe it.
    expect(response.headers.get('Content-Length')).toBeNull();
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
  });

  it('answers in another language when the address’s is not kept', async () => {
    const response = await offlineAnswer({
      url: new URL('https://lyceo.cm/fr/nope/page'),
      scope,
      kept: [english],
      match: keptFiles(['en']),
    });
    expect(await response.text()).toContain('<html lang="en">');
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
