import { describe, expect, it } from 'vitest';
import { webAppCopies } from '../../src/renderer/src/content/webApp';
import { APP_ICONS } from './icons';
import { kioskManifest, webManifest, type ManifestInput } from './manifests';

const input: ManifestInput = {
  brand: 'Lyceo',
  copies: webAppCopies,
  icons: APP_ICONS,
  themeColor: '#0b6e4f',
  backgroundColor: '#ffffff',
};
// Where a host might serve the site: any folder.
const SITE = 'https://example.cm/schools/lyceo/';
const resolveIn = (url: string): string => new URL(url, `${SITE}manifest.webmanifest`).href;

describe('the website manifest', () => {
  const manifest = webManifest(input);

  it('installs a standalone app that starts at home, inside the site', () => {
    expect(manifest).toMatchObject({
      id: './',
      start_url: './#/',
      scope: './',
      display: 'standalone',
      lang: 'en',
      theme_color: '#0b6e4f',
      background_color: '#ffffff',
    });
    expect(resolveIn(manifest.scope)).toBe(SITE);
    expect(resolveIn(manifest.start_url).startsWith(SITE)).toBe(true);
  });

  it('names the brand, in French too where the platform reads localized members', () => {
    expect(manifest.name).toBe('Lyceo · Study app');
    expect(manifest.short_name).toBe('Lyceo');
    expect(manifest.name_localized).toEqual({ fr: 'Lyceo · Appli de révision' });
    expect(manifest.description_localized.fr).toMatch(/programme camerounais/);
    expect(webManifest({ ...input, brand: 'Savoir Plus' }).name).toBe('Savoir Plus · Study app');
  });

  it('lists the PNG icons with their sizes, one maskable', () => {
    expect(manifest.icons).toEqual([
      { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: 'icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ]);
  });

  it('has shortcuts to the document console and the videos, inside the scope', () => {
    expect(manifest.shortcuts?.map(({ name, url }) => [name, url])).toEqual([
      ['Document Console', './#/console'],
      ['Educational Videos', './#/videos'],
    ]);
    expect(manifest.shortcuts?.[0]?.name_localized).toEqual({ fr: 'Console de documents' });
    for (const shortcut of manifest.shortcuts ?? []) {
      expect(resolveIn(shortcut.url).startsWith(SITE)).toBe(true);
    }
  });
});

describe('the kiosk manifest', () => {
  const manifest = kioskManifest(input);

  it('installs a full-screen kiosk that starts in kiosk mode, as an app of its own', () => {
    expect(manifest).toMatchObject({
      id: './?kiosk=1',
      start_url: './?kiosk=1#/',
      scope: './',
      display: 'fullscreen',
      name: 'Lyceo Kiosk',
      name_localized: { fr: 'Lyceo Borne' },
    });
    expect(resolveIn(manifest.id)).not.toBe(resolveIn(webManifest(input).id));
    expect(resolveIn(manifest.start_url).startsWith(SITE)).toBe(true);
  });

  it('offers no shortcuts: a kiosk visitor is not to leave the kiosk', () => {
    expect(manifest.shortcuts).toBeUndefined();
  });
});
