import { describe, expect, it } from 'vitest';
import { linkDestinations, linkKind } from './linkKind';
import { allowedLink, buildLinkPolicy } from './linkPolicy';
import { DEFAULT_SITE_CONFIG, whatsappLink } from './siteConfig';
import { storeLink } from './storeLink';
import { videoUrl, videoUrls } from './videoLinks';

const config = DEFAULT_SITE_CONFIG;
const destinations = linkDestinations(config);
const policy = buildLinkPolicy(config);

describe('one reading of a link, for the link policy and the kiosk', () => {
  const links: [string, string][] = [
    [storeLink(config.storeUrl, { source: 'kiosk', medium: 'qr', placement: 'hero-qr' }), 'store'],
    [new URL('five-baccalaureat-habits', config.blogUrl).href, 'blog'],
    [whatsappLink(config, 'Hello'), 'whatsapp'],
    [`mailto:${config.email}?subject=Hello`, 'email'],
    ...Object.values(config.social).map((url): [string, string] => [url, 'social']),
    [videoUrl(config, 'quadratic', 'Solving quadratic equations'), 'video'],
  ];

  it.each(links)('%s: allowed by the policy, and a %s link to the kiosk', (link, kind) => {
    expect(allowedLink(policy, link)).not.toBeNull();
    expect(linkKind(link, destinations)).toBe(kind);
  });

  it('reads a sample video as a video, even where a social profile names the same address', () => {
    const published = { quadratic: 'watch?v=dQw4w9WgXcQ' } as const;
    const [video = ''] = videoUrls(config, published);
    const featured = { ...config, social: { ...config.social, youtube: video } };
    expect(linkKind(video, linkDestinations(featured, published))).toBe('video');
    expect(allowedLink(linkDestinations(featured, published), video)).toBe(video);
  });

  it.each(['https://example.org/', 'http://blog.lyceo.cm/', 'javascript:alert(1)', 'not a url'])(
    '%s: no destination of ours, refused by the policy',
    (link) => {
      expect(linkKind(link, destinations)).toBe('other');
      expect(allowedLink(policy, link)).toBeNull();
    },
  );
});
