import { beforeEach, describe, expect, it } from 'vitest';
import { linkKioskManifest } from './kioskManifest';

const href = (): string | null =>
  document.querySelector('link[rel="manifest"]')?.getAttribute('href') ?? null;
const start = (idleSeconds: number, event: string | null = null, name: string | null = null) => ({
  idleSeconds,
  event,
  name,
});

describe('linkKioskManifest', () => {
  beforeEach(() => {
    document.head.innerHTML = '<link rel="manifest" href="./manifest.webmanifest">';
  });

  it('links the kiosk manifest, so installing from here installs a kiosk', () => {
    linkKioskManifest(document, start(90), false);
    expect(href()).toBe('./kiosk.webmanifest');
  });

  it('asks for the chosen idle delay once the service worker, which answers it, controls the page', () => {
    linkKioskManifest(document, start(120), false);
    expect(href()).toBe('./kiosk.webmanifest');
    linkKioskManifest(document, start(120), true);
    expect(href()).toBe('./kiosk.webmanifest?idle=120');
  });

  it('asks for the event and the name too, so the installed kiosk keeps them', () => {
    linkKioskManifest(document, start(90, 'foire-2026', 'stand-a'), false);
    expect(href()).toBe('./kiosk.webmanifest');
    linkKioskManifest(document, start(90, 'foire-2026', 'stand-a'), true);
    expect(href()).toBe('./kiosk.webmanifest?event=foire-2026&name=stand-a');
  });

  it('leaves the default delay out of the URL', () => {
    linkKioskManifest(document, start(90), true);
    expect(href()).toBe('./kiosk.webmanifest');
  });

  it('does nothing without a manifest link (the Electron renderer)', () => {
    document.head.innerHTML = '';
    linkKioskManifest(document, start(120), true);
    expect(document.head.innerHTML).toBe('');
  });
});
