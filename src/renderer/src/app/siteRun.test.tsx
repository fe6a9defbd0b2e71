import { fireEvent, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeLink } from '@shared/storeLink';
import { site } from '../config/site';
import { kioskFromSearch } from '../features/kiosk/kioskMode';
import { useKioskStore } from '../features/kiosk/kioskStore';
import { useLinkHandoff } from '../store/linkHandoff';
import { resetAllStores } from '../store/resetRegistry';
import { startSiteRun, useSiteRun } from '../store/siteRun';
import { renderApp } from '../test/renderApp';

const KIOSK_AT_FAIR = '?kiosk=1&event=foire-2026&name=stand-a&idle=45';
const HERO_QR = storeLink(site.storeUrl, {
  source: 'kiosk',
  medium: 'qr',
  placement: 'hero',
  campaign: 'foire-2026',
});

/** The hero's store link (the navbar has one too). */
const heroStoreLink = (): HTMLElement =>
  within(document.getElementById('home') ?? document.body).getByRole('link', {
    name: /Get it on Google Play/,
  });

describe('how this copy of the site runs (one start-up object)', () => {
  it('on the public website, links open and say the website shows them', () => {
    renderApp('/');
    const link = heroStoreLink();
    expect(link).toHaveAttribute(
      'href',
      storeLink(site.storeUrl, { source: 'website', medium: 'link', placement: 'hero' }),
    );
    expect(fireEvent.click(link)).toBe(true);
    expect(useLinkHandoff.getState().url).toBeNull();
  });

  it("at a kiosk: links name the kiosk and its event, and go to the visitor's phone", () => {
    startSiteRun(kioskFromSearch(KIOSK_AT_FAIR));
    renderApp('/');
    const link = heroStoreLink();
    expect(link).toHaveAttribute('href', HERO_QR);
    expect(fireEvent.click(link)).toBe(false);
    expect(useLinkHandoff.getState().url).toBe(HERO_QR);
  });

  it("an idle reset clears the visitor's state and leaves how the kiosk runs", () => {
    startSiteRun(kioskFromSearch(KIOSK_AT_FAIR));
    renderApp('/');
    fireEvent.click(heroStoreLink());
    useKioskStore.getState().dismissAttract();
    resetAllStores();
    expect(useLinkHandoff.getState().url).toBeNull();
    expect(useKioskStore.getState().attract).toBe(true);
    expect(useSiteRun.getState()).toMatchObject({
      kiosk: true,
      idleSeconds: 45,
      event: 'foire-2026',
      kioskName: 'stand-a',
    });
    expect(fireEvent.click(heroStoreLink())).toBe(false);
    expect(useLinkHandoff.getState().url).toBe(HERO_QR);
  });
});
