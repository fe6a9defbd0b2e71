/**
 * The app icons of the manifests, rendered at build time from the site's SVG
 * logo (public/favicon.svg) by resvg. The logo draws its letter as a path, so
 * the PNGs are the same on every machine whatever fonts it has.
 */
import { Resvg } from '@resvg/resvg-js';

export interface AppIcon {
  /** Path in the build, relative to index.html. */
  src: string;
  size: number;
  purpose: 'any' | 'maskable';
}

export const APP_ICONS: readonly AppIcon[] = [
  { src: 'icons/icon-192.png', size: 192, purpose: 'any' },
  { src: 'icons/icon-512.png', size: 512, purpose: 'any' },
  { src: 'icons/icon-maskable-512.png', size: 512, purpose: 'maskable' },
];

/**
 * A maskable icon is cropped by the platform to a circle, squircle or rounded
 * square: it must fill the square edge to edge, and what matters must sit in
 * the central circle of 80 % diameter. The logo is drawn at 80 % of the side on
 * a full square of its own background colour; its corners, 28 % from the centre
 * at most, stay inside the 40 % safe radius.
 */
export function maskableSvg(logoSvg: string, background: string): string {
  const root = /^\s*<svg\b[^>]*>/.exec(logoSvg)?.[0] ?? '';
  if (!/\bviewBox=/.test(root) || /\s(x|y|width|height)=/.test(root)) {
    throw new Error('The logo SVG needs a viewBox and no x, y, width or height on its root.');
  }
  const inner = logoSvg
    .trim()
    .replace(/^<svg\b/, '<svg x="6.4" y="6.4" width="51.2" height="51.2"');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/>${inner}</svg>`;
}

/** The PNG of `svg` at `size` x `size` pixels. */
export function renderPng(svg: string, size: number): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: size },
    font: { loadSystemFonts: false },
  });
  return resvg.render().asPng();
}

/** Every icon of APP_ICONS, rendered. */
export function renderAppIcons(
  logoSvg: string,
  background: string,
): { icon: AppIcon; png: Buffer }[] {
  return APP_ICONS.map((icon) => ({
    icon,
    png: renderPng(
      icon.purpose === 'maskable' ? maskableSvg(logoSvg, background) : logoSvg,
      icon.size,
    ),
  }));
}
