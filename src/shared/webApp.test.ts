import { describe, expect, it } from 'vitest';
import { kioskManifestHref, kioskStartUrl, withKioskIdle } from './webApp';

describe('kiosk start and manifest URLs', () => {
  it('start in kiosk mode at home, with the idle delay when one was chosen', () => {
    expect(kioskStartUrl(null)).toBe('./?kiosk=1#/');
    expect(kioskStartUrl(120)).toBe('./?kiosk=1&idle=120#/');
  });

  it('ask for the kiosk manifest with the chosen delay', () => {
    expect(kioskManifestHref(null)).toBe('./kiosk.webmanifest');
    expect(kioskManifestHref(300)).toBe('./kiosk.webmanifest?idle=300');
  });
});

describe('withKioskIdle', () => {
  const manifest = { name: 'Lyceo Kiosk', start_url: './?kiosk=1#/' };

  it('puts a valid delay into start_url and keeps the rest', () => {
    expect(withKioskIdle(manifest, '?idle=120')).toEqual({
      name: 'Lyceo Kiosk',
      start_url: './?kiosk=1&idle=120#/',
    });
  });

  it.each(['', '?idle=', '?idle=5', '?idle=99999', '?idle=abc', '?idle=60%26kiosk%3D0', '?x=1'])(
    'leaves the manifest as it is for %j',
    (search) => {
      expect(withKioskIdle(manifest, search)).toBe(manifest);
    },
  );
});
