import { describe, expect, it } from 'vitest';
import { site } from './config/site';
import { staticCopies } from './content/static';
import { LOCALES } from './content/locales';
import { renderOfflinePage } from './prerender';

describe('the offline answer (offline.html, fr/offline.html)', () => {
  for (const locale of LOCALES) {
    const copy = staticCopies[locale].offline;
    const html = renderOfflinePage({ locale, stylesheet: 'assets/index-abc.css' });
    const page = new DOMParser().parseFromString(html, 'text/html');
    const links = [...page.querySelectorAll('a')];

    it(`says in ${locale} what happened, with no script and a no-script CSP`, () => {
      expect(page.documentElement.lang).toBe(locale);
      expect(page.querySelector('h1')?.textContent).toBe(copy.heading);
      expect(page.querySelector('.lead')?.textContent).toBe(copy.message);
      expect(page.querySelector('script')).toBeNull();
      const csp = page.querySelector('meta[http-equiv="Content-Security-Policy"]');
      expect(csp?.getAttribute('content')).toMatch(/^default-src 'none'/);
      expect(page.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe(
        '/assets/index-abc.css',
      );
    });

    it(`in ${locale}, marks the links the worker points home and at the address asked for`, () => {
      const home = locale === 'en' ? '/' : `/${locale}/`;
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        [site.brand, home],
        [copy.retry, home],
        [copy.home, home],
      ]);
      expect(links.map((link) => link.hasAttribute('data-kept-home'))).toEqual([true, false, true]);
      expect(links[1]?.hasAttribute('data-retry')).toBe(true);
    });
  }
});
