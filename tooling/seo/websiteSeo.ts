/**
 * What the public website needs to be shared and found, website build only
 * (vite.web.config.ts): the share image and the absolute preview tags, the
 * canonical URL, JSON-LD, the static legal pages, sitemap.xml and robots.txt.
 * Every URL is built from the configured site URL (VITE_SITE_URL).
 */
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import type { SiteConfig } from '../../src/shared/siteConfig';
import { en } from '../../src/renderer/src/content/en';
import { staticCopies } from '../../src/renderer/src/content/static';
import { fill } from '../../src/renderer/src/lib/template';
import { escapeHtml as e, metaTag } from '../document/html';
import { loadShareArtwork, renderPng, SHARE_IMAGE, shareImageSvg } from './shareImage';
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap';
import { staticLegalPages } from './staticLegalPages';
import { jsonLdScript, structuredData } from './structuredData';

/** og:locale takes language_TERRITORY. */
const OG_LOCALES = { en: 'en_GB', fr: 'fr_FR' } as const;

/**
 * Images only link previews and search engines fetch, never the page: the
 * share card and the structured-data logo (`assets/<name>-<hash>.png`).
 */
export const CRAWLER_IMAGES = { shareImage: 'og-image', logo: 'logo' } as const;

/** `assets/<name>-<hash>.png`: content-hashed like every other asset, so it can be cached forever. */
function hashedName(name: string, data: Buffer): string {
  return `assets/${name}-${createHash('sha256').update(data).digest('hex').slice(0, 8)}.png`;
}

/** The tags that need absolute URLs, and the JSON-LD. */
function shareHead(config: SiteConfig, files: { shareImage: string; logo: string }): string {
  const image = config.siteUrl + files.shareImage;
  const alt = fill(staticCopies.en.share.imageAlt, { brand: config.brand });
  return [
    `<link rel="canonical" href="${e(config.siteUrl)}" />`,
    metaTag('property', 'og:url', config.siteUrl),
    metaTag('property', 'og:locale', OG_LOCALES.en),
    metaTag('property', 'og:locale:alternate', OG_LOCALES.fr),
    metaTag('property', 'og:image', image),
    metaTag('property', 'og:image:type', SHARE_IMAGE.type),
    metaTag('property', 'og:image:width', String(SHARE_IMAGE.width)),
    metaTag('property', 'og:image:height', String(SHARE_IMAGE.height)),
    metaTag('property', 'og:image:alt', alt),
    metaTag('name', 'twitter:card', 'summary_large_image'),
    metaTag('name', 'twitter:image', image),
    metaTag('name', 'twitter:image:alt', alt),
    jsonLdScript(structuredData(config, en, { logoUrl: config.siteUrl + files.logo })),
  ].join('\n    ');
}

function sharePreview(config: SiteConfig, projectRoot: string): Plugin {
  const files = { shareImage: '', logo: '' };
  return {
    name: 'lyceo-share-preview',
    apply: 'build',
    buildStart() {
      const artwork = loadShareArtwork(projectRoot);
      const shareImage = renderPng(shareImageSvg(config, artwork), artwork);
      // The logo for structured data: a raster of the brand mark, as search engines prefer.
      const logo = renderPng(artwork.mark, artwork, 512);
      files.shareImage = hashedName(CRAWLER_IMAGES.shareImage, shareImage);
      files.logo = hashedName(CRAWLER_IMAGES.logo, logo);
      this.emitFile({ type: 'asset', fileName: files.shareImage, source: shareImage });
      this.emitFile({ type: 'asset', fileName: files.logo, source: logo });
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        return html.replace('</head>', () => `  ${shareHead(config, files)}\n  </head>`);
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

export function websiteSeo(config: SiteConfig, projectRoot: string): Plugin[] {
  return [sharePreview(config, projectRoot), staticLegalPages(config, projectRoot)];
}
