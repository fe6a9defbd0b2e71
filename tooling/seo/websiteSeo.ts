/**
 * What the public website needs to be shared and found, website build only
 * (vite.web.config.ts): the share image and the absolute preview tags, the
 * canonical URL, JSON-LD, the static legal pages, sitemap.xml and robots.txt.
 * Every URL is built from the configured site URL (VITE_SITE_URL).
 */
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import type { SiteConfig } from '../../src/shared/siteConfig';
import {
  DEFAULT_LOCALE,
  landingAlternates,
  localePagePath,
  LOCALES,
} from '../../src/renderer/src/content';
import { siteCopies } from '../../src/renderer/src/content/siteCopies';
import { staticCopies } from '../../src/renderer/src/content/static';
import type { Locale } from '../../src/renderer/src/content/types';
import { fill } from '../../src/renderer/src/lib/template';
import { CRAWLER_IMAGES } from '../../src/shared/assetNames.mjs';
import { escapeHtml as e, metaTag } from '../document/html';
import { loadShareArtwork, renderPng, SHARE_IMAGE, shareImageSvg } from './shareImage';
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap';
import { staticLegalPages } from './staticLegalPages';
import { jsonLdScript, structuredData } from './structuredData';

/** og:locale takes language_TERRITORY. */
const OG_LOCALES = { en: 'en_GB', fr: 'fr_FR' } as const;

/** `assets/<name>-<hash>.png`: content-hashed like every other asset, so it can be cached forever. */
function hashedName(name: string, data: Buffer): string {
  return `assets/${name}-${createHash('sha256').update(data).digest('hex').slice(0, 8)}.png`;
}

/** The tags that need absolute URLs, the language alternates and the JSON-LD of one language's page. */
function shareHead(config: SiteConfig, locale: Locale, files: Files): string {
  const image = config.siteUrl + files.shareImages[locale];
  const url = config.siteUrl + localePagePath(locale);
  const alt = fill(staticCopies[locale].share.imageAlt, { brand: config.brand });
  return [
    `<link rel="canonical" href="${e(url)}" />`,
    ...landingAlternates().map(
      ([hreflang, path]) =>
        `<link rel="alternate" hreflang="${hreflang}" href="${e(config.siteUrl + path)}" />`,
    ),
    metaTag('property', 'og:url', url),
    metaTag('property', 'og:locale', OG_LOCALES[locale]),
    ...LOCALES.filter((other) => other !== locale).map((other) =>
      metaTag('property', 'og:locale:alternate', OG_LOCALES[other]),
    ),
    metaTag('property', 'og:image', image),
    metaTag('property', 'og:image:type', SHARE_IMAGE.type),
    metaTag('property', 'og:image:width', String(SHARE_IMAGE.width)),
    metaTag('property', 'og:image:height', String(SHARE_IMAGE.height)),
    metaTag('property', 'og:image:alt', alt),
    metaTag('name', 'twitter:card', 'summary_large_image'),
    metaTag('name', 'twitter:image', image),
    metaTag('name', 'twitter:image:alt', alt),
    jsonLdScript(
      structuredData(config, siteCopies[locale], { logoUrl: config.siteUrl + files.logo }, locale),
    ),
  ].join('\n    ');
}

/** The built images' hashed names: one share image a language, and the logo. */
type Files = { shareImages: Record<Locale, string>; logo: string };

function sharePreview(config: SiteConfig, projectRoot: string, files: Files): Plugin {
  return {
    name: 'lyceo-share-preview',
    apply: 'build',
    buildStart() {
      const artwork = loadShareArtwork(projectRoot);
      // Each language's page shares an image in its own words: og-image-en-…, og-image-fr-….
      for (const locale of LOCALES) {
        const shareImage = renderPng(shareImageSvg(config, locale, artwork), artwork);
        const name = hashedName(`${CRAWLER_IMAGES.shareImage}-${locale}`, shareImage);
        files.shareImages[locale] = name;
        this.emitFile({ type: 'asset', fileName: name, source: shareImage });
      }
      // The logo for structured data: a raster of the brand mark, as search engines prefer.
      const logo = renderPng(artwork.mark, artwork, 512);
      files.logo = hashedName(CRAWLER_IMAGES.logo, logo);
      this.emitFile({ type: 'asset', fileName: files.logo, source: logo });
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        // In English; the French page swaps in its own (tooling/prerender).
        const head = shareHead(config, DEFAULT_LOCALE, files);
        return html.replace('</head>', () => `  ${head}\n  </head>`);
      },
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'sitemap.xml',
        source: sitemapXml(sitemapEntries(config)),
      });
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(config.siteUrl) });
    },
  };
}

export interface WebsiteSeo {
  plugins: Plugin[];
  /** A language page's share and search tags, once the build has started (the images' names are hashed). */
  shareHead: (locale: Locale) => string;
}

export function websiteSeo(config: SiteConfig, projectRoot: string): WebsiteSeo {
  const files: Files = { shareImages: { en: '', fr: '' }, logo: '' };
  return {
    plugins: [sharePreview(config, projectRoot, files), staticLegalPages(config, projectRoot)],
    shareHead: (locale) => shareHead(config, locale, files),
  };
}
