import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SITE_CONFIG,
  parseKioskEvent,
  parseSiteConfig,
  parseStaffPin,
  SiteConfigError,
  whatsappLink,
} from './siteConfig';

describe('parseSiteConfig', () => {
  it('uses the defaults when nothing is set or a value is blank', () => {
    expect(parseSiteConfig({})).toEqual(DEFAULT_SITE_CONFIG);
    expect(parseSiteConfig({ VITE_CONTACT_EMAIL: '  ' }).email).toBe(DEFAULT_SITE_CONFIG.email);
  });

  it('applies valid overrides, trimmed', () => {
    const config = parseSiteConfig({
      VITE_BRAND_NAME: 'Lycée Plus',
      VITE_STORE_URL: 'https://play.google.com/store/apps/details?id=cm.other',
      VITE_BLOG_URL: ' https://articles.example.cm/ ',
      VITE_CONTACT_EMAIL: 'help@example.cm',
      VITE_WHATSAPP_NUMBER: '+237699112233',
      VITE_TIKTOK_URL: 'https://www.tiktok.com/@other',
    });
    expect(config.brand).toBe('Lycée Plus');
    expect(config.storeUrl).toBe('https://play.google.com/store/apps/details?id=cm.other');
    expect(config.blogUrl).toBe('https://articles.example.cm/');
    expect(config.email).toBe('help@example.cm');
    expect(config.whatsapp).toBe('+237699112233');
    expect(config.social.tiktok).toBe('https://www.tiktok.com/@other');
    expect(config.social.facebook).toBe(DEFAULT_SITE_CONFIG.social.facebook);
  });

  it('takes the site URL from VITE_SITE_URL, defaulting to https://lyceo.cm/', () => {
    expect(parseSiteConfig({}).siteUrl).toBe('https://lyceo.cm/');
    expect(parseSiteConfig({ VITE_SITE_URL: ' https://example.org/lyceo/ ' }).siteUrl).toBe(
      'https://example.org/lyceo/',
    );
    // Normalised, so URLs built from it compare equal to what browsers and crawlers see.
    expect(parseSiteConfig({ VITE_SITE_URL: 'https://Example.ORG/' }).siteUrl).toBe(
      'https://example.org/',
    );
  });

  it.each([
    ['VITE_CONTACT_EMAIL', 'not-an-email', /email address/],
    ['VITE_CONTACT_EMAIL', '{email}', /email address/],
    ['VITE_CONTACT_EMAIL', 'a@b', /email address/],
    ['VITE_WHATSAPP_NUMBER', '650000000', /E\.164/],
    ['VITE_WHATSAPP_NUMBER', '{phone}', /E\.164/],
    ['VITE_WHATSAPP_NUMBER', '+237 650 00 00 00', /E\.164/],
    ['VITE_STORE_URL', 'http://play.google.com/store', /https:\/\//],
    ['VITE_BLOG_URL', 'javascript:alert(1)', /https:\/\//],
    ['VITE_FACEBOOK_URL', 'https://user:pw@facebook.com/x', /https:\/\//],
    ['VITE_YOUTUBE_URL', 'youtube', /https:\/\//],
    ['VITE_BRAND_NAME', '<script>', /letters/],
    ['VITE_SITE_URL', 'http://lyceo.cm/', /ending in "\/"/],
    ['VITE_SITE_URL', 'https://lyceo.cm', /ending in "\/"/],
    ['VITE_SITE_URL', 'https://example.org/lyceo', /ending in "\/"/],
    ['VITE_SITE_URL', 'https://lyceo.cm/?ref=x/', /no query/],
    ['VITE_SITE_URL', 'https://lyceo.cm/#/', /no query/],
    ['VITE_SITE_URL', 'https://user:pw@lyceo.cm/', /https:\/\//],
    ['VITE_SITE_URL', '{siteUrl}', /https:\/\//],
    ['VITE_SITE_URL', 'lyceo.cm/', /https:\/\//],
  ])('rejects %s=%s with a message naming the variable', (variable, value, expected) => {
    const parse = (): unknown => parseSiteConfig({ [variable]: value });
    expect(parse).toThrow(SiteConfigError);
    expect(parse).toThrow(new RegExp(`^Invalid ${variable}=`));
    expect(parse).toThrow(expected);
  });
});

describe('whatsappLink', () => {
  it('opens a wa.me chat with the number without "+" and an encoded greeting', () => {
    expect(whatsappLink({ whatsapp: '+237650000000' }, 'Hello Lyceo! A question?')).toBe(
      'https://wa.me/237650000000?text=Hello%20Lyceo!%20A%20question%3F',
    );
  });
});

describe('parseStaffPin', () => {
  it('is null without a PIN, and reads 4 to 8 digits', () => {
    expect(parseStaffPin({})).toBeNull();
    expect(parseStaffPin({ VITE_STAFF_PIN: ' ' })).toBeNull();
    expect(parseStaffPin({ VITE_STAFF_PIN: '2468' })).toBe('2468');
    expect(parseStaffPin({ VITE_STAFF_PIN: ' 01234567 ' })).toBe('01234567');
  });

  it.each(['123', '123456789', '12a4', '12 34', '-1234', '１２３４'])(
    'rejects %s with a message naming the variable',
    (value) => {
      expect(() => parseStaffPin({ VITE_STAFF_PIN: value })).toThrow(SiteConfigError);
      expect(() => parseStaffPin({ VITE_STAFF_PIN: value })).toThrow(
        /VITE_STAFF_PIN.*4 to 8 digits/,
      );
    },
  );
});

describe('parseKioskEvent', () => {
  it('is null without a default event, and reads a slug', () => {
    expect(parseKioskEvent({})).toBeNull();
    expect(parseKioskEvent({ VITE_KIOSK_EVENT: ' ' })).toBeNull();
    expect(parseKioskEvent({ VITE_KIOSK_EVENT: 'foire-yaounde-2026' })).toBe('foire-yaounde-2026');
    expect(parseKioskEvent({ VITE_KIOSK_EVENT: 'x'.repeat(40) })).toBe('x'.repeat(40));
  });

  it.each([
    'Foire-2026',
    'foire yaounde',
    'foire_2026',
    'salon/2026',
    'a&b=c',
    'x'.repeat(41),
    'foiré',
  ])('rejects %s with a message naming the variable and the rule', (value) => {
    expect(() => parseKioskEvent({ VITE_KIOSK_EVENT: value })).toThrow(SiteConfigError);
    expect(() => parseKioskEvent({ VITE_KIOSK_EVENT: value })).toThrow(
      /VITE_KIOSK_EVENT.*lowercase letters, digits and hyphens/,
    );
  });
});
