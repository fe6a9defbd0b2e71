// Test fixture: every kind of outbound link the site builds, generated from a
// configuration, so a configured override is checked like the defaults.
import { whatsappLink, type SiteConfig } from './siteConfig';
import { videoUrls } from './videoLinks';

export function siteLinks(config: SiteConfig): string[] {
  const question = encodeURIComponent('Question?');
  const body = encodeURIComponent('Hi, I’m…');
  return [
    config.storeUrl,
    config.blogUrl,
    new URL('probatoire-eight-week-plan', config.blogUrl).href,
    whatsappLink(config, 'Hello Lyceo! I have a question about the app.'),
    whatsappLink(config, 'Bonjour Lyceo ! J’ai une question sur l’appli.'),
    `mailto:${config.email}`,
    `mailto:${config.email}?subject=${question}&body=${body}`,
    ...Object.values(config.social),
    ...videoUrls(config),
  ];
}
