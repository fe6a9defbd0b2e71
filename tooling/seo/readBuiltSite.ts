/**
 * Readers for what the website build writes, shared by the tests of the
 * build (tooling/seo/*.test.ts). cheerio parses the HTML and the XML.
 */
import { load, type CheerioAPI } from 'cheerio';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

export interface SitemapUrl {
  loc: string;
  lastmod: string | undefined;
  alternates: Record<string, string>;
}

/** Parses sitemap.xml and lists its URLs; throws unless it is a namespaced <urlset>. */
export function readSitemap(xml: string): SitemapUrl[] {
  if (!xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')) {
    throw new Error('A sitemap starts with an UTF-8 XML declaration.');
  }
  const $ = load(xml, { xml: true });
  const root = $.root().children();
  if (root.length !== 1 || root.get(0)?.name !== 'urlset') {
    throw new Error('A sitemap has one root element, <urlset>.');
  }
  if (root.attr('xmlns') !== SITEMAP_NS || root.attr('xmlns:xhtml') !== XHTML_NS) {
    throw new Error('The sitemap does not declare the sitemap and XHTML namespaces.');
  }
  return root
    .children('url')
    .toArray()
    .map((url) => ({
      loc: $(url).children('loc').text(),
      lastmod: $(url).children('lastmod').text() || undefined,
      alternates: Object.fromEntries(
        $(url)
          .children('xhtml\\:link')
          .toArray()
          .map((link) => [$(link).attr('hreflang') ?? '', $(link).attr('href') ?? '']),
      ),
    }));
}

/** An HTML file, parsed. */
export function readHtml(html: string): CheerioAPI {
  return load(html);
}

/** Every absolute http(s) URL in the attributes of the head's <link> and <meta> tags. */
export function absoluteHeadUrls($: CheerioAPI): string[] {
  return $('head link[href], head meta[content]')
    .toArray()
    .map((tag) => $(tag).attr('href') ?? $(tag).attr('content') ?? '')
    .filter((value) => /^https?:\/\//i.test(value));
}

/** `<meta property|name="key">`'s content. */
export function metaContent($: CheerioAPI, key: string): string | undefined {
  return $(`head meta[property="${key}"], head meta[name="${key}"]`).attr('content');
}

/** The parsed JSON-LD blocks of the head. */
export function jsonLd($: CheerioAPI): unknown[] {
  return $('head script[type="application/ld+json"]')
    .toArray()
    .map((script) => JSON.parse($(script).text()) as unknown);
}
