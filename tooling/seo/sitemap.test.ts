import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../../src/shared/siteConfig';
import { readSitemap } from './readBuiltSite';
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap';

describe('sitemap', () => {
  const config = parseSiteConfig({ VITE_SITE_URL: 'https://example.org/lyceo/' });
  const urls = readSitemap(sitemapXml(sitemapEntries(config)));

  it('lists the home page and the static legal pages in both languages', () => {
    expect(urls.map((url) => url.loc)).toEqual([
      'https://example.org/lyceo/',
      'https://example.org/lyceo/fr/',
      'https://example.org/lyceo/privacy-policy/',
      'https://example.org/lyceo/fr/privacy-policy/',
      'https://example.org/lyceo/terms-of-use/',
      'https://example.org/lyceo/fr/terms-of-use/',
    ]);
  });

  it('links each page to its other language, both ways', () => {
    for (const url of urls) {
      expect(Object.keys(url.alternates).sort()).toEqual(['en', 'fr', 'x-default']);
      expect(Object.values(url.alternates)).toContain(url.loc);
      for (const href of Object.values(url.alternates)) {
        const target = urls.find((other) => other.loc === href);
        expect(target?.alternates, href as string).toEqual(url.alternates);
      }
    }
  });

  it('dates the privacy policy from the content', () => {
    expect(urls.find((url) => url.loc.endsWith('/lyceo/privacy-policy/'))?.lastmod).toBe(
      '2024-12-13',
    );
  });

  it('escapes what XML needs escaped', () => {
    const xml = sitemapXml([{ loc: 'https://example.org/?a=1&b=2' }]);
    expect(readSitemap(xml)[0]?.loc).toBe('https://example.org/?a=1&b=2');
  });
});

describe('robotsTxt', () => {
  it('allows everything and points to the sitemap under the site URL', () => {
    expect(robotsTxt('https://example.org/lyceo/').split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      '',
      'Sitemap: https://example.org/lyceo/sitemap.xml',
      '',
    ]);
  });
});
