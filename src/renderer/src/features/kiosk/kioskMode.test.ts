import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG } from '@shared/siteConfig';
import { DEFAULT_IDLE_SECONDS, kioskFromSearch, mergeKioskSettings } from './kioskMode';
import { linkKind } from './linkKind';

describe('kiosk mode detection', () => {
  it('is off on the public website', () => {
    expect(kioskFromSearch('')).toEqual({
      enabled: false,
      idleSeconds: DEFAULT_IDLE_SECONDS,
      openOnThisScreen: false,
    });
    expect(kioskFromSearch('?kiosk=0').enabled).toBe(false);
    expect(kioskFromSearch('?kiosk=true').enabled).toBe(false);
    expect(kioskFromSearch('?utm_source=x').enabled).toBe(false);
  });

  it('is on with ?kiosk=1 and reads idle=SECONDS, ignoring bad values', () => {
    expect(kioskFromSearch('?kiosk=1')).toEqual({
      enabled: true,
      idleSeconds: 90,
      openOnThisScreen: false,
    });
    expect(kioskFromSearch('?kiosk=1&idle=30').idleSeconds).toBe(30);
    for (const bad of ['abc', '-5', '1', '3.5', '99999999', '', '0x10', '0b1111', '1e2', '%2030']) {
      expect(kioskFromSearch(`?kiosk=1&idle=${bad}`).idleSeconds).toBe(DEFAULT_IDLE_SECONDS);
    }
  });

  it('follows the shell when it says kiosk, with its idle delay', () => {
    const web = kioskFromSearch('');
    expect(mergeKioskSettings(web, null)).toEqual(web);
    expect(mergeKioskSettings(web, { kiosk: true, idleSeconds: 45 })).toEqual({
      enabled: true,
      idleSeconds: 45,
      openOnThisScreen: false,
    });
    expect(mergeKioskSettings(web, { kiosk: false, idleSeconds: null })).toEqual({
      ...web,
      openOnThisScreen: true,
    });
    expect(
      mergeKioskSettings(kioskFromSearch('?kiosk=1&idle=20'), { kiosk: false, idleSeconds: null }),
    ).toEqual({
      enabled: true,
      idleSeconds: 20,
      openOnThisScreen: true,
    });
  });

  it('offers "Open on this screen" only in the windowed shell, never in a kiosk or a browser', () => {
    const kioskUrl = kioskFromSearch('?kiosk=1');
    expect(mergeKioskSettings(kioskUrl, null).openOnThisScreen).toBe(false);
    expect(mergeKioskSettings(kioskUrl, { kiosk: true, idleSeconds: null }).openOnThisScreen).toBe(
      false,
    );
    expect(mergeKioskSettings(kioskUrl, { kiosk: false, idleSeconds: null }).openOnThisScreen).toBe(
      true,
    );
  });
});

describe('linkKind', () => {
  const site = DEFAULT_SITE_CONFIG;
  it.each([
    [site.storeUrl, 'store'],
    [site.blogUrl, 'blog'],
    ['https://blog.lyceo.cm/five-baccalaureat-habits', 'blog'],
    ['https://wa.me/237650000000?text=Hi', 'whatsapp'],
    ['mailto:contact@lyceo.cm', 'email'],
    [site.social.tiktok, 'social'],
    ['https://www.youtube.com/watch?v=lyceo-newton', 'video'],
    ['https://example.org/', 'other'],
    ['not a url', 'other'],
  ])('%s is %s', (url, kind) => {
    expect(linkKind(url, site)).toBe(kind);
  });
});
