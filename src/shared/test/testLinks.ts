// Test fixture: every kind of outbound link the site builds, generated from a
// configuration, so a configured override is checked like the defaults.
import { whatsappLink, type SiteConfig } from '../siteConfig';
import { STORE_PLACEMENTS, storeLink, type StoreAttribution } from '../storeLink';
import { videoUrl, videoUrls } from '../videoLinks';

/** Every store link a placement can carry: the website's, the windowed app's, a kiosk's QR at an event. */
export function taggedStoreLinks(config: SiteConfig): string[] {
  const shown: Omit<StoreAttribution, 'placement'>[] = [
    { source: 'website', medium: 'link' },
    { source: 'app', medium: 'link' },
    { source: 'kiosk', medium: 'qr' },
    { source: 'kiosk', medium: 'qr', campaign: 'foire-yaounde-2026' },
  ];
  return STORE_PLACEMENTS.flatMap((placement) =>
    shown.map((how) => storeLink(config.storeUrl, { ...how, placement })),
  );
}

export function siteLinks(config: SiteConfig): string[] {
  const question = encodeURIComponent('Question?');
  const body = encodeURIComponent('Hi, I’m…');
  return [
    config.storeUrl,
    ...taggedStoreLinks(config),
    config.blogUrl,
    new URL('probatoire-eight-week-plan', config.blogUrl).href,
    whatsappLink(config, 'Hello Lyceo! I have a question about the app.'),
    whatsappLink(config, 'Bonjour Lyceo ! J’ai une question sur l’appli.'),
    `mailto:${config.email}`,
    `mailto:${config.email}?subject=${question}&body=${body}`,
    ...Object.values(config.social),
    ...videoUrls(config),
    videoUrl(config, 'quadratic', 'Solving quadratic equations'),
    videoUrl(config, 'essay', 'Réussir la dissertation'),
  ];
}
