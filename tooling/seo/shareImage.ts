/**
 * The link-preview image (og:image): our own artwork (the brand mark and a
 * phone) with the brand name, tagline and store badge,
 * rendered to PNG at build time by resvg with a font that ships in
 * node_modules, so every machine renders the same image. One per language:
 * each language's page shares its own, in its words. WhatsApp, Facebook,
 * X and LinkedIn take only raster images: 1200 × 630, well under 300 KB.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';
import type { SiteConfig } from '../../src/shared/siteConfig';
import { siteCopies } from '../../src/renderer/src/content/siteCopies';
import type { Locale } from '../../src/renderer/src/content/types';
import { escapeHtml as e } from '../document/html';

export const SHARE_IMAGE = { width: 1200, height: 630, type: 'image/png' } as const;

const FONT_FAMILY = 'Atkinson Hyperlegible';
const GREEN = '#0b6e4f';
const YELLOW = '#fcd116';
const RED = '#ce1126';
const INK = '#14213d';

export interface ShareArtwork {
  /** public/favicon.svg: the brand mark. */
  mark: string;
  /**
   * A phone drawn in shapes, once the hero's. Not the app's drawn screens
   * (tooling/appScreens): their style sheet would restyle this image's own
   * text, and the image's font has no ℝ nor subscript figures.
   */
  phone: string;
  /** TrueType files of the font, regular and bold. */
  fontFiles: string[];
}

/** Reads the artwork and the font from the project. */
export function loadShareArtwork(projectRoot: string): ShareArtwork {
  const renderer = resolve(projectRoot, 'src/renderer');
  const require = createRequire(resolve(projectRoot, 'package.json'));
  const font = (file: string): string =>
    require.resolve(`@expo-google-fonts/atkinson-hyperlegible/${file}`);
  return {
    mark: readFileSync(resolve(renderer, 'public/favicon.svg'), 'utf8'),
    phone: readFileSync(resolve(projectRoot, 'tooling/seo/sharePhone.svg'), 'utf8'),
    fontFiles: [
      font('400Regular/AtkinsonHyperlegible_400Regular.ttf'),
      font('700Bold/AtkinsonHyperlegible_700Bold.ttf'),
    ],
  };
}

function resvgOptions(artwork: ShareArtwork): ResvgRenderOptions {
  return {
    font: {
      loadSystemFonts: false,
      fontFiles: artwork.fontFiles,
      defaultFontFamily: FONT_FAMILY,
      sansSerifFamily: FONT_FAMILY,
    },
  };
}

/** The width resvg gives a line of text: the layout wraps and fits by measuring, not guessing. */
function textWidth(artwork: ShareArtwork, text: string, size: number, weight: number): number {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="400"><text x="0" y="200" font-family="${FONT_FAMILY}" font-size="${size}" font-weight="${weight}">${e(text)}</text></svg>`;
  return new Resvg(svg, resvgOptions(artwork)).getBBox()?.width ?? 0;
}

/** Greedy word wrap to `maxWidth`, measured with the real font. */
function wrap(
  artwork: ShareArtwork,
  text: string,
  size: number,
  weight: number,
  maxWidth: number,
): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    const candidate = last === undefined ? word : `${last} ${word}`;
    if (last !== undefined && textWidth(artwork, candidate, size, weight) > maxWidth) {
      lines.push(word);
    } else {
      lines[Math.max(0, lines.length - 1)] = candidate;
    }
  }
  return lines;
}

/**
 * Places an SVG file's drawing in the image as a nested <svg>: unlike <image>,
 * its text is drawn with the fonts given to resvg.
 */
function nested(svg: string, x: number, y: number, width: number, height: number): string {
  const match = /<svg([^>]*)>([\s\S]*)<\/svg>/.exec(svg);
  const viewBox = /viewBox="([^"]+)"/.exec(match?.[1] ?? '')?.[1];
  if (!match || !viewBox) throw new Error('Share image artwork: expected an <svg> with a viewBox.');
  return `<svg x="${x}" y="${y}" width="${width}" height="${height}" viewBox="${viewBox}">${match[2]}</svg>`;
}

/** The share image of the `locale` page as SVG, 1200 × 630, in that page's words. */
export function shareImageSvg(
  config: Pick<SiteConfig, 'brand'>,
  locale: Locale,
  artwork: ShareArtwork,
): string {
  const { width, height } = SHARE_IMAGE;
  const left = 72;
  const column = 700;
  const copy = siteCopies[locale];
  const { hero } = copy.landing;
  const title = copy.meta.titles.home;

  // The brand beside the mark, as large as fits the text column: 96 px, smaller for a long name.
  const markSize = 112;
  const brandLeft = left + markSize + 24;
  const brandRoom = column - markSize - 24;
  const brandSize = Math.min(
    96,
    Math.floor((96 * brandRoom) / textWidth(artwork, config.brand, 96, 700)),
  );
  const titleLines = wrap(artwork, title, 44, 700, column).slice(0, 3);
  const titleTop = 250;
  const freeTop = titleTop + titleLines.length * 54 + 16;
  // Who it is free for ("Seconde (A4, C), every lycée class before Première") takes two lines.
  const freeLines = wrap(artwork, hero.free, 32, 400, column).slice(0, 2);

  const badgeText = hero.storeButton;
  const badgeWidth = Math.ceil(textWidth(artwork, badgeText, 30, 700)) + 112;
  const badgeTop = 488;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${GREEN}"/>
  <circle cx="1010" cy="330" r="300" fill="#0e7d5a"/>
  <rect y="${height - 18}" width="${width / 3}" height="18" fill="${GREEN}"/>
  <rect x="${width / 3}" y="${height - 18}" width="${width / 3}" height="18" fill="${RED}"/>
  <rect x="${(2 * width) / 3}" y="${height - 18}" width="${width / 3}" height="18" fill="${YELLOW}"/>
  ${nested(artwork.mark, left, 64, markSize, markSize)}
  <text x="${brandLeft}" y="${64 + markSize / 2}" dominant-baseline="central" font-family="${FONT_FAMILY}" font-weight="700" font-size="${brandSize}" fill="#fff">${e(config.brand)}</text>
  ${titleLines
    .map(
      (line, index) =>
        `<text x="${left}" y="${titleTop + index * 54}" font-family="${FONT_FAMILY}" font-weight="700" font-size="44" fill="#fff">${e(line)}</text>`,
    )
    .join('\n  ')}
  ${freeLines
    .map(
      (line, index) =>
        `<text x="${left}" y="${freeTop + 16 + index * 40}" font-family="${FONT_FAMILY}" font-size="32" fill="${YELLOW}">${e(line)}</text>`,
    )
    .join('\n  ')}
  <rect x="${left}" y="${badgeTop}" width="${badgeWidth}" height="84" rx="16" fill="${INK}" stroke="#fff" stroke-opacity=".35" stroke-width="2"/>
  <path d="M${left + 32} ${badgeTop + 22}l32 20-32 20z" fill="${YELLOW}"/>
  <text x="${left + 84}" y="${badgeTop + 53}" font-family="${FONT_FAMILY}" font-weight="700" font-size="30" fill="#fff">${e(badgeText)}</text>
  ${nested(artwork.phone, 860, 48, 280, 520)}
</svg>`;
}

/** Renders an SVG to PNG at `width` pixels wide. */
export function renderPng(svg: string, artwork: ShareArtwork, width?: number): Buffer {
  const options = resvgOptions(artwork);
  if (width) options.fitTo = { mode: 'width', value: width };
  return new Resvg(svg, options).render().asPng();
}
