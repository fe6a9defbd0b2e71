/** sitemap.xml and robots.txt, from the site URL and the pages the build writes. */
import type { SiteConfig } from '../../src/shared/siteConfig';
import { landingAlternates, localePagePath, LOCALES } from '../../src/renderer/src/content';
import {
  LEGAL_PAGES,
  LEGAL_UPDATED,
  staticLegalAlternates,
  staticLegalPath,
} from '../../src/renderer/src/content/legal';
import { escapeHtml as e } from '../document/html';

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  /** YYYY-MM-DD */
  lastmod?: string;
  /** The same page in other languages, hreflang -> absolute URL (the page itself included). */
  alternates?: Record<string, string>;
}

/**
 * The landing page in each language (tooling/prerender) and every static legal
 * page (tooling/seo/staticLegalPages.ts), each with its language alternates.
 */
export function sitemapEntries(config: SiteConfig): SitemapEntry[] {
  const homeAlternates = Object.fromEntries(
    landingAlternates().map(([hreflang, path]) => [hreflang, config.siteUrl + path]),
  );
  const home = LOCALES.map((locale) => ({
    loc: config.siteUrl + localePagePath(locale),
    alternates: homeAlternates,
  }));
  const pages = LEGAL_PAGES.flatMap((page) => {
    const alternates = Object.fromEntries(
      staticLegalAlternates(page).map(([hreflang, path]) => [hreflang, config.siteUrl + path]),
    );
    return LOCALES.map((locale) => ({
      loc: config.siteUrl + staticLegalPath(page, locale),
      lastmod: LEGAL_UPDATED[page],
      alternates,
    }));
  });
  return [...home, ...pages];
}

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lines = [`    <loc>${e(entry.loc)}</loc>`];
    if (entry.lastmod) lines.push(`    <lastmod>${entry.lastmod}</lastmod>`);
    for (const [hreflang, href] of Object.entries(entry.alternates ?? {})) {
      lines.push(`    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${e(href)}"/>`);
    }
    return `  <url>\n${lines.join('\n')}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}sitemap.xml\n`;
}
