/**
 * The two web app manifests, from the site configuration and the typed copy:
 * the website installs as a standalone app; opened with `?kiosk=1` it links
 * the kiosk manifest, so installing from there installs a full-screen kiosk.
 * URLs are relative to the manifest, which sits beside index.html: the site
 * works from any folder.
 */
import { kioskStartUrl } from '../../src/shared/webApp';
import { DEFAULT_LOCALE } from '../../src/renderer/src/content';
import { fill } from '../../src/renderer/src/lib/template';
import type { Locale, WebAppCopy } from '../../src/renderer/src/content/types';
import type { AppIcon } from './icons';

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: 'image/png';
  purpose: 'any' | 'maskable';
}

export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: Locale;
  dir: 'ltr';
  start_url: string;
  scope: string;
  display: 'standalone' | 'fullscreen';
  orientation?: 'any';
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
  /** Localized members (W3C manifest): browsers that know them pick the visitor's language. */
  name_localized: Partial<Record<Locale, string>>;
  short_name_localized?: Partial<Record<Locale, string>>;
  description_localized: Partial<Record<Locale, string>>;
  shortcuts?: {
    name: string;
    name_localized: Partial<Record<Locale, string>>;
    url: string;
    icons: ManifestIcon[];
  }[];
}

export interface ManifestInput {
  brand: string;
  copies: Record<Locale, WebAppCopy>;
  icons: readonly AppIcon[];
  /** The brand colour of the navbar and splash (index.html's theme-color). */
  themeColor: string;
  backgroundColor: string;
}

/** A text in the site's default language, and in the others for the `*_localized` members. */
function localized(
  copies: Record<Locale, WebAppCopy>,
  pick: (copy: WebAppCopy) => string,
  brand: string,
): { value: string; others: Partial<Record<Locale, string>> } {
  const text = (locale: Locale): string => fill(pick(copies[locale]), { brand });
  const others = Object.fromEntries(
    (Object.keys(copies) as Locale[])
      .filter((locale) => locale !== DEFAULT_LOCALE)
      .map((locale) => [locale, text(locale)]),
  );
  return { value: text(DEFAULT_LOCALE), others };
}

function manifestIcons(icons: readonly AppIcon[]): ManifestIcon[] {
  return icons.map(({ src, size, purpose }) => ({
    src,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  }));
}

/** The website as a standalone app: starts at the home page, shortcuts to the console and videos. */
export function webManifest(input: ManifestInput): WebManifest {
  const { brand, copies } = input;
  const name = localized(copies, (copy) => copy.name, brand);
  const description = localized(copies, (copy) => copy.description, brand);
  // Shortcut menus show small icons: the 192 px one is plenty.
  const smallIcons = manifestIcons(
    input.icons.filter((icon) => icon.purpose === 'any' && icon.size <= 192),
  );
  const shortcut = (pick: (copy: WebAppCopy) => string, url: string) => {
    const label = localized(copies, pick, brand);
    return { name: label.value, name_localized: label.others, url, icons: smallIcons };
  };
  return {
    id: './',
    name: name.value,
    short_name: brand,
    description: description.value,
    lang: DEFAULT_LOCALE,
    dir: 'ltr',
    start_url: './#/',
    scope: './',
    display: 'standalone',
    theme_color: input.themeColor,
    background_color: input.backgroundColor,
    icons: manifestIcons(input.icons),
    name_localized: name.others,
    description_localized: description.others,
    shortcuts: [
      shortcut((copy) => copy.shortcuts.console, './#/console'),
      shortcut((copy) => copy.shortcuts.videos, './#/videos'),
    ],
  };
}

/**
 * The kiosk: full screen, starting in kiosk mode. Its own id, so one device
 * can have both. The start_url here has the default idle delay; the service
 * worker answers `kiosk.webmanifest?idle=N` with `idle=N` in it (src/sw).
 */
export function kioskManifest(input: ManifestInput): WebManifest {
  const { brand, copies } = input;
  const name = localized(copies, (copy) => copy.kioskName, brand);
  const { shortcuts: _none, ...base } = webManifest(input);
  return {
    ...base,
    id: './?kiosk=1',
    name: name.value,
    short_name: name.value,
    name_localized: name.others,
    short_name_localized: name.others,
    start_url: kioskStartUrl({ idleSeconds: null, event: null, name: null }),
    display: 'fullscreen',
    orientation: 'any',
  };
}
