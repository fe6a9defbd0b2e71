import { describe, expect, it } from 'vitest';
import { kioskManifestHref, kioskStartUrl, withKioskStart } from './webApp';

const NOTHING = { idleSeconds: null, event: null, name: null };

describe('kiosk start and manifest URLs', () => {
  it('start in kiosk mode at home, with the idle delay, event and name when chosen', () => {
    expect(kioskStartUrl(NOTHING)).toBe('./?kiosk=1#/');
    expect(kioskStartUrl({ ...NOTHING, idleSeconds: 120 })).toBe('./?kiosk=1&idle=120#/');
    expect(kioskStartUrl({ idleSeconds: 120, event: 'foire-2026', name: 'stand-a' })).toBe(
      './?kiosk=1&idle=120&event=foire-2026&name=stand-a#/',
    );
    expect(kioskStartUrl({ ...NOTHING, event: 'salon' })).toBe('./?kiosk=1&event=salon#/');
  });

  it('ask for the kiosk manifest with the choices', () => {
    expect(kioskManifestHref(NOTHING)).toBe('./kiosk.webmanifest');
    expect(kioskManifestHref({ ...NOTHING, idleSeconds: 300 })).toBe(
      './kiosk.webmanifest?idle=300',
    );
    expect(kioskManifestHref({ ...NOTHING, event: 'salon', name: 'b' })).toBe(
      './kiosk.webmanifest?event=salon&name=b',
    );
  });
});

describe('withKioskStart', () => {
  const manifest = { name: 'Lyceo Kiosk', start_url: './?kiosk=1#/' };

  it('puts a valid delay into start_url and keeps the rest', () => {
    expect(withKioskStart(manifest, '?idle=120')).toEqual({
      name: 'Lyceo Kiosk',
      start_url: './?kiosk=1&idle=120#/',
    });
  });

  it('keeps the event and the name, so the installed kiosk keeps counting for them', () => {
    expect(withKioskStart(manifest, '?idle=120&event=foire-yaounde-2026&name=stand-a')).toEqual({
      name: 'Lyceo Kiosk',
      start_url: './?kiosk=1&idle=120&event=foire-yaounde-2026&name=stand-a#/',
    });
  });

  it('leaves out a bad event or name and keeps the good choices', () => {
    expect(withKioskStart(manifest, '?event=Foire%202026&name=stand-a').start_url).toBe(
      './?kiosk=1&name=stand-a#/',
    );
    expect(withKioskStart(manifest, '?idle=60&event=a%26kiosk%3D0').start_url).toBe(
      './?kiosk=1&idle=60#/',
    );
  });

  it.each([
    '',
    '?idle=',
    '?idle=5',
    '?idle=99999',
    '?idle=abc',
    '?idle=60%26kiosk%3D0',
    '?x=1',
    '?event=',
    '?event=UPPER',
    '?name=a%2Fb',
  ])('leaves the manifest as it is for %j', (search) => {
    expect(withKioskStart(manifest, search)).toBe(manifest);
  });
});
