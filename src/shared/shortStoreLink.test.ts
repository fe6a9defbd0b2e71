import { correction, generate } from 'lean-qr/nano';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG } from './siteConfig';
import { shortStoreLink, shortStoreTarget } from './shortStoreLink';

/** The version lean-qr picks for `value` at the site's error correction (components/qrPath.ts). */
const qrVersion = (value: string): number =>
  (generate(value, { minCorrectionLevel: correction.M }).size - 17) / 4;

describe('short store links', () => {
  const site = DEFAULT_SITE_CONFIG.siteUrl;
  const longestEvent = 'z'.repeat(40);

  it('keeps the QR code at version 4 or lower, even for the longest event name', () => {
    for (const placement of ['attract', 'hero-qr', 'qr-dialog'] as const) {
      const link = shortStoreLink(site, placement, longestEvent);
      expect(qrVersion(link), link).toBeLessThanOrEqual(4);
    }
    // The store link it stands for would need a version-10 code.
    expect(qrVersion(shortStoreTarget(DEFAULT_SITE_CONFIG.storeUrl, 'a', longestEvent))).toBe(10);
  });

  it('names the placement and the event in the path, and drops an event that is not a slug', () => {
    expect(shortStoreLink(site, 'attract', 'foire-yaounde-2026')).toBe(
      'https://lyceo.cm/k/a/foire-yaounde-2026',
    );
    expect(shortStoreLink(site, 'hero-qr', null)).toBe('https://lyceo.cm/k/h');
    expect(shortStoreLink(site, 'hero-qr', '../x?y')).toBe('https://lyceo.cm/k/h');
    expect(shortStoreLink(site, 'qr-dialog', 'salon')).toBe('https://lyceo.cm/k/d/salon');
  });

  it('stands for the tagged store link of a kiosk QR code', () => {
    expect(shortStoreTarget(DEFAULT_SITE_CONFIG.storeUrl, 'h', 'salon')).toBe(
      'https://play.google.com/store/apps/details?id=cm.lyceo.app&referrer=utm_source%3Dkiosk%26utm_medium%3Dqr%26utm_campaign%3Dsalon%26utm_content%3Dhero-qr',
    );
  });
});
