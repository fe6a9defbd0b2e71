import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG } from '@shared/siteConfig';
import { DEFAULT_IDLE_SECONDS } from '@shared/idleSeconds';
import { PUBLIC_WEBSITE } from '../../store/siteRun';
import { isKioskSearch, kioskFromSearch, mergeSiteRun } from './kioskMode';
import { linkKind } from './handoff/linkKind';

const WEBSITE = {
  kiosk: false,
  idleSeconds: DEFAULT_IDLE_SECONDS,
  openOnThisScreen: false,
  source: 'website',
  event: null,
  kioskName: null,
  ignored: [],
};
const SHELL = { kiosk: false, idleSeconds: null };

describe('kiosk mode detection', () => {
  it('reads ?kiosk=1, and ?present=1 for presenter mode, which is no kiosk', () => {
    expect(isKioskSearch('?kiosk=1')).toBe(true);
    expect(isKioskSearch('?present=1&event=foire', 'present')).toBe(true);
    expect(isKioskSearch('?present=1')).toBe(false);
    expect(isKioskSearch('?kiosk=1', 'present')).toBe(false);
    expect(kioskFromSearch('?present=1').kiosk).toBe(false);
  });

  it('is off on the public website', () => {
    expect(kioskFromSearch('')).toEqual(WEBSITE);
    // What the site assumes until start-up has read the URL and the shell.
    expect(PUBLIC_WEBSITE).toEqual(WEBSITE);
    expect(kioskFromSearch('?kiosk=0').kiosk).toBe(false);
    expect(kioskFromSearch('?kiosk=true').kiosk).toBe(false);
    expect(kioskFromSearch('?utm_source=x').kiosk).toBe(false);
  });

  it('leaves the website untagged, whatever its URL or the build default says', () => {
    expect(kioskFromSearch('?event=foire&name=stand-a', 'salon')).toEqual(WEBSITE);
  });

  it('is on with ?kiosk=1 and reads idle=SECONDS, ignoring bad values', () => {
    expect(kioskFromSearch('?kiosk=1')).toEqual({
      ...WEBSITE,
      kiosk: true,
      idleSeconds: 90,
      source: 'kiosk',
    });
    expect(kioskFromSearch('?kiosk=1&idle=30').idleSeconds).toBe(30);
    for (const bad of ['abc', '-5', '1', '3.5', '99999999', '', '0x10', '0b1111', '1e2', '%2030']) {
      expect(kioskFromSearch(`?kiosk=1&idle=${bad}`).idleSeconds).toBe(DEFAULT_IDLE_SECONDS);
    }
  });

  it('reads event= and name=, falling back to the build default event', () => {
    expect(
      kioskFromSearch('?kiosk=1&event=foire-yaounde-2026&name=stand-a', 'salon'),
    ).toMatchObject({ event: 'foire-yaounde-2026', kioskName: 'stand-a', ignored: [] });
    expect(kioskFromSearch('?kiosk=1', 'salon').event).toBe('salon');
    expect(kioskFromSearch('?kiosk=1').event).toBeNull();
  });

  it('ignores a bad event or name, never crashing, and notes it for staff', () => {
    const settings = kioskFromSearch('?kiosk=1&event=Foire%20Yaound%C3%A9&name=a%2Fb', 'salon');
    expect(settings).toMatchObject({ kiosk: true, event: 'salon', kioskName: null });
    expect(settings.ignored).toEqual([
      { tag: 'event', value: 'Foire Yaoundé' },
      { tag: 'name', value: 'a/b' },
    ]);
    // Malformed percent-encoding: still no crash, no event, a warning.
    const malformed = kioskFromSearch('?kiosk=1&event=%E0%A4%A');
    expect(malformed.event).toBeNull();
    expect(malformed.ignored.map(({ tag }) => tag)).toEqual(['event']);
  });

  it('follows the shell when it says kiosk, with its idle delay', () => {
    const web = kioskFromSearch('');
    expect(mergeSiteRun(web, null)).toEqual(web);
    expect(mergeSiteRun(web, { kiosk: true, idleSeconds: 45 })).toEqual({
      ...WEBSITE,
      kiosk: true,
      idleSeconds: 45,
      source: 'kiosk',
    });
    expect(mergeSiteRun(web, SHELL)).toEqual({
      ...web,
      openOnThisScreen: true,
      source: 'app',
    });
    expect(mergeSiteRun(kioskFromSearch('?kiosk=1&idle=20'), SHELL)).toMatchObject({
      kiosk: true,
      idleSeconds: 20,
      openOnThisScreen: true,
      source: 'kiosk',
    });
  });

  it("takes the shell's event and name first, then the URL's, then the build default", () => {
    const shell = {
      kiosk: true,
      idleSeconds: null,
      event: 'foire',
      kioskName: 'stand-b',
      ignored: [],
    };
    const url = kioskFromSearch('?kiosk=1&event=salon&name=stand-a');
    expect(mergeSiteRun(url, shell, 'default')).toMatchObject({
      event: 'foire',
      kioskName: 'stand-b',
    });
    expect(mergeSiteRun(url, { ...shell, event: null, kioskName: null }, 'default')).toMatchObject({
      event: 'salon',
      kioskName: 'stand-a',
    });
    expect(
      mergeSiteRun(kioskFromSearch(''), { kiosk: true, idleSeconds: null }, 'default'),
    ).toMatchObject({ event: 'default', kioskName: null });
    // The windowed app is no kiosk: no event on its links.
    expect(mergeSiteRun(kioskFromSearch(''), { ...shell, kiosk: false }).event).toBeNull();
    // What the shell ignored reaches the staff view.
    expect(
      mergeSiteRun(url, { ...shell, event: null, ignored: [{ tag: 'event', value: 'X' }] }).ignored,
    ).toEqual([{ tag: 'event', value: 'X' }]);
  });

  it('offers "Open on this screen" only in the windowed shell, never in a kiosk or a browser', () => {
    const kioskUrl = kioskFromSearch('?kiosk=1');
    expect(mergeSiteRun(kioskUrl, null).openOnThisScreen).toBe(false);
    expect(mergeSiteRun(kioskUrl, { kiosk: true, idleSeconds: null }).openOnThisScreen).toBe(false);
    expect(mergeSiteRun(kioskUrl, SHELL).openOnThisScreen).toBe(true);
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
