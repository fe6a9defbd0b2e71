import { beforeEach, describe, expect, it } from 'vitest';
import { linkKioskManifest } from './kioskManifest';

const href = (): string | null =>
  document.querySelector('link[rel="manifest"]')?.getAttribute('href') ?? null;

describe('linkKioskManifest', () => {
  beforeEach(() => {
    document.head.innerHTML = '<link rel="manifest" href="./manifest.webmanifest">';
  });

  it('links the kiosk manifest, so installing from here installs a kiosk', () => {
    linkKioskManifest(document, 90, false);
    expect(href()).toBe('./kiosk.webmanifest');
  });

  it('asks for the chosen idle delay once the service worker, which answers it, controls the page', () => {
    linkKioskManifest(document, 120, false);
    expect(href()).toBe('./kiosk.webmanifest');
    linkKioskManifest(document, 120, true);
    expect(href()).toBe('./kiosk.webmanifest?idle=120');
  });

  it('leaves the default delay out of the URL', () => {
    linkKioskManifest(document, 90, true);
    expect(href()).toBe('./kiosk.webmanifest');
  });

  it('does nothing without a manifest link (the Electron renderer)', () => {
    document.head.innerHTML = '';
    linkKioskManifest(document, 120, true);
    expect(document.head.innerHTML).toBe('');
  });
});
