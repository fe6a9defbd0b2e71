import { describe, expect, it } from 'vitest';
import { buildLinkPolicy, isAllowedExternalUrl } from './linkPolicy';
import { DEFAULT_SITE_CONFIG, whatsappLink } from './siteConfig';

const policy = buildLinkPolicy(DEFAULT_SITE_CONFIG);

describe('link policy', () => {
  it.each([
    DEFAULT_SITE_CONFIG.storeUrl,
    DEFAULT_SITE_CONFIG.blogUrl,
    'https://blog.lyceo.cm/probatoire-eight-week-plan',
    DEFAULT_SITE_CONFIG.social.facebook,
    DEFAULT_SITE_CONFIG.social.instagram,
    DEFAULT_SITE_CONFIG.social.tiktok,
    DEFAULT_SITE_CONFIG.social.youtube,
    'https://www.youtube.com/watch?v=lyceo-newton',
    whatsappLink(DEFAULT_SITE_CONFIG, 'Hello!'),
    'mailto:contact@lyceo.cm',
    'mailto:CONTACT@lyceo.cm?subject=Hello',
    'HTTPS://PLAY.GOOGLE.COM/store/apps/details?id=cm.lyceo.app',
  ])('allows %s', (url) => {
    expect(isAllowedExternalUrl(policy, url)).toBe(true);
  });

  it.each([
    ['http downgrade', 'http://play.google.com/store/apps/details?id=cm.lyceo.app'],
    ['file', 'file:///etc/passwd'],
    ['smb share', 'smb://evil.example/share'],
    ['UNC-like file', 'file://evil.example/share/x.exe'],
    ['javascript', 'javascript:alert(1)'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['custom scheme', 'ms-msdt:/id PCWDiagnostic'],
    ['our own scheme', 'app://lyceo/index.html'],
    ['look-alike suffix', 'https://play.google.com.evil.example/store'],
    ['look-alike prefix', 'https://evilplay.google.com/'],
    ['subdomain not listed', 'https://evil.wa.me/237650000000'],
    ['credentials', 'https://wa.me@evil.example/'],
    ['user and password', 'https://user:pass@wa.me/237650000000'],
    ['other port', 'https://wa.me:8443/237650000000'],
    ['other mail address', 'mailto:someone@evil.example'],
    ['mail to two', 'mailto:contact@lyceo.cm,someone@evil.example'],
    ['unparsable', 'not a url'],
    ['empty', ''],
    ['huge', `https://wa.me/${'a'.repeat(5000)}`],
  ])('refuses %s', (_label, url) => {
    expect(isAllowedExternalUrl(policy, url)).toBe(false);
  });

  it.each([undefined, null, 42, {}, ['https://wa.me/']])('refuses a non-string %j', (value) => {
    expect(isAllowedExternalUrl(policy, value)).toBe(false);
  });
});
