import { resolve } from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { en } from '../../src/renderer/src/content/en/site';
import { fr } from '../../src/renderer/src/content/fr/site';
import { loadShareArtwork, renderPng, SHARE_IMAGE, shareImageSvg } from './shareImage';

const artwork = loadShareArtwork(resolve(import.meta.dirname, '../..'));

/** The font size the image gives the brand name. */
function brandSize(svg: string, brand: string): number {
  const match = new RegExp(`font-size="(\\d+)"[^>]*>${brand}</text>`).exec(svg);
  return Number(match?.[1]);
}

describe('the share image', () => {
  it.each(['Lyceo', 'Académie Lycée Plus du Cameroun 2025'])(
    'renders "%s" to a 1200x630 PNG under 300 KB',
    (brand) => {
      const png = renderPng(shareImageSvg({ brand }, 'en', artwork), artwork);
      expect(png.length).toBeLessThan(300 * 1024);
      const image = PNG.sync.read(png);
      expect([image.width, image.height]).toEqual([SHARE_IMAGE.width, SHARE_IMAGE.height]);
    },
  );

  it('sets a short brand at 96 px and shrinks a long one to fit its column', () => {
    expect(brandSize(shareImageSvg({ brand: 'Lyceo' }, 'en', artwork), 'Lyceo')).toBe(96);
    const long = 'Académie Lycée Plus du Cameroun 2025';
    const size = brandSize(shareImageSvg({ brand: long }, 'en', artwork), long);
    // Smaller than the short name's, still legible in a phone's preview.
    expect(size).toBeLessThan(60);
    expect(size).toBeGreaterThanOrEqual(24);
  });

  it('says the tagline, the free offer and the store badge from the content', () => {
    const svg = shareImageSvg({ brand: 'Lyceo' }, 'en', artwork);
    expect(svg).toContain('Study app for Seconde, Première');
    expect(svg).toContain('Free for Seconde (A4, C),');
    expect(svg).toContain('Première.');
    expect(svg).toContain('Get it on Google Play');
  });

  it('says them in French for the French page, from the French content', () => {
    const svg = shareImageSvg({ brand: 'Lyceo' }, 'fr', artwork);
    const text = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);
    expect(text.join(' ')).toContain('Appli de révision pour la Seconde, la');
    // The free offer wraps onto two lines: its words, in order, across them.
    expect(text.join(' ')).toContain(fr.landing.hero.free);
    expect(text).toContain(fr.landing.hero.storeButton);
    for (const english of [en.landing.hero.free, en.landing.hero.storeButton, 'Study app'])
      expect(svg).not.toContain(english);
  });

  it('renders the brand mark to a square logo', () => {
    const logo = PNG.sync.read(renderPng(artwork.mark, artwork, 512));
    expect([logo.width, logo.height]).toEqual([512, 512]);
  });
});
