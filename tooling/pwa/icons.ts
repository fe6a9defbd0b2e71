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

/** The sizes in favicon.ico: tabs, bookmarks and the Windows taskbar. */
export const FAVICON_ICO_SIZES = [16, 32, 48] as const;

/**
 * An ICO file holding one PNG per size (PNG entries, read by every browser
 * since IE 9): what `/favicon.ico` answers for the browsers, feed readers and
 * crawlers that ask for it whatever the page's `<link rel="icon">` says.
 */
export function icoOf(images: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    if (size < 1 || size > 256) throw new Error(`An ICO image is 1 to 256 px wide, not ${size}`);
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size % 256, 0); // width (0 means 256)
    entry.writeUInt8(size % 256, 1); // height
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}
