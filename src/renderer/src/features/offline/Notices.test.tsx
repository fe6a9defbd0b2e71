import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { site } from '../../config/site';
import { noticesCopies } from '../../content/notices';
import { fill } from '../../lib/template';
import { useAppUpdate } from '../../store/appUpdate';
import { useLinkHandoff } from '../../store/linkHandoff';
import { useLocaleStore } from '../../store/locale';
import { useOfflineNotice } from '../../store/offlineNotice';
import { startSiteRun } from '../../store/siteRun';
import { renderApp } from '../../test/renderApp';
import { kioskFromSearch } from '../kiosk/kioskMode';

// A waiting version outlives the kiosk reset (resetAllStores) on purpose; tests drop it.
afterEach(() => {
  useAppUpdate.setState({ apply: null, dismissed: false });
  setOnline(true);
});

/** The frame's polite live region, where the notices appear. */
const status = (): HTMLElement => {
  const region = document.querySelector<HTMLElement>('.site-notice-region');
  if (!region) throw new Error('no live region');
  return region;
};

/** navigator.onLine as the browser reports it, with the event it fires; jsdom's returns after the test. */
function setOnline(online: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}
const goOffline = (): void => setOnline(false);

describe('update notice', () => {
  it('says a new version is available, politely, and Reload applies it', async () => {
    renderApp('/');
    expect(status()).toHaveAttribute('aria-live', 'polite');
    expect(status()).toBeEmptyDOMElement();
    const apply = vi.fn();
    act(() => useAppUpdate.getState().offer(apply));
    expect(await within(status()).findByText('A new version is available.')).toBeVisible();
    await userEvent.click(within(status()).getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('can be dismissed until the next visit', async () => {
    renderApp('/');
    act(() => useAppUpdate.getState().offer(vi.fn()));
    await userEvent.click(await within(status()).findByRole('button', { name: 'Dismiss' }));
    expect(status()).toBeEmptyDOMElement();
    expect(useAppUpdate.getState().apply).not.toBeNull();
  });

  it('speaks French to French readers', async () => {
    await useLocaleStore.getState().setLocale('fr');
    renderApp('/');
    act(() => useAppUpdate.getState().offer(vi.fn()));
    expect(await within(status()).findByText('Une nouvelle version est disponible.')).toBeVisible();
    expect(within(status()).getByRole('button', { name: 'Recharger' })).toBeVisible();
  });

  it('is not shown at a kiosk, which updates itself at its idle reset', async () => {
    startSiteRun(kioskFromSearch('?kiosk=1'));
    renderApp('/');
    act(() => useAppUpdate.getState().offer(vi.fn()));
    expect(useAppUpdate.getState().apply).not.toBeNull();
    expect(status()).toBeEmptyDOMElement();
  });
});

describe('outbound links offline', () => {
  const storeLink = (): HTMLElement =>
    within(document.getElementById('home') ?? document.body).getByRole('link', {
      name: /Get it on Google Play/,
    });

  it('open a QR code for the audience’s phones, online on their own network, saying why', async () => {
    renderApp('/');
    const href = storeLink().getAttribute('href') ?? '';
    goOffline();
    expect(fireEvent.click(storeLink())).toBe(false);
    const dialog = await screen.findByRole('dialog', {
      name: 'You are offline: open it on a phone',
    });
    expect(within(dialog).getByRole('img', { name: `QR code for ${href}` })).toBeVisible();
    expect(within(dialog).getByText(/this link needs the internet/)).toBeVisible();
    // Its × and its footer's button both close it.
    const [cross] = within(dialog).getAllByRole('button', { name: 'Close' });
    await userEvent.click(cross ?? dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('hand a video or a social network over the same way', async () => {
    renderApp('/');
    const facebook = within(screen.getByRole('contentinfo')).getByRole('link', {
      name: /Facebook/,
    });
    const href = facebook.getAttribute('href') ?? '';
    goOffline();
    fireEvent.click(facebook);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img', { name: `QR code for ${href}` })).toBeVisible();
  });

  it('speak French on a French page', async () => {
    await useLocaleStore.getState().setLocale('fr');
    renderApp('/');
    goOffline();
    fireEvent.click(
      within(document.getElementById('home') ?? document.body).getByRole('link', {
        name: /Google Play/,
      }),
    );
    expect(
      await screen.findByRole('dialog', {
        name: 'Tu es hors ligne\u00a0: ouvre\u2011le sur un téléphone',
      }),
    ).toBeVisible();
  });

  it('open as usual online', () => {
    renderApp('/');
    expect(fireEvent.click(storeLink())).toBe(true);
    expect(status()).toBeEmptyDOMElement();
  });

  it('leave mailto: alone: the mail app queues the message', () => {
    renderApp('/');
    goOffline();
    const email = within(screen.getByRole('contentinfo')).getByRole('link', { name: site.email });
    expect(fireEvent.click(email)).toBe(true);
    expect(status()).toBeEmptyDOMElement();
  });

  it('close the dialog when the network is back: the link opens here again', async () => {
    renderApp('/');
    goOffline();
    fireEvent.click(storeLink());
    await screen.findByRole('dialog');
    setOnline(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('still hand the link over as a QR code at a kiosk: the phone has its own network', () => {
    startSiteRun(kioskFromSearch('?kiosk=1'));
    renderApp('/');
    goOffline();
    expect(fireEvent.click(storeLink())).toBe(false);
    // The kiosk's QR code: medium qr, from the hero.
    expect(useLinkHandoff.getState().url).toBe(
      'https://play.google.com/store/apps/details?id=cm.lyceo.app&referrer=utm_source%3Dkiosk%26utm_medium%3Dqr%26utm_content%3Dhero',
    );
    expect(status()).toBeEmptyDOMElement();
  });
});

describe("a presenter's deck not kept on this device", () => {
  it('says so in a line, in the page’s language, when the slides could not load offline', async () => {
    renderApp('/');
    goOffline();
    act(() => useOfflineNotice.getState().showPresenterMissing());
    expect(
      await within(status()).findByText(/^The slides are not saved on this device/),
    ).toBeVisible();
    await useLocaleStore.getState().setLocale('fr');
    expect(
      await within(status()).findByText(/^Les diapositives ne sont pas enregistrées/),
    ).toBeVisible();
    fireEvent.click(within(status()).getByRole('button', { name: 'Fermer' }));
    expect(useOfflineNotice.getState().presenterMissing).toBe(false);
  });
});

describe('a language that could not load (offline, not kept yet)', () => {
  it('says so in the language asked for first, then in the page’s, each marked with its lang', async () => {
    renderApp('/');
    goOffline();
    act(() => useOfflineNotice.getState().showMissingLocale('fr'));
    const notice = (await within(status()).findByRole('button', { name: 'Dismiss' })).parentElement;
    const lines = [...(notice?.querySelectorAll('.site-notice-text > [lang]') ?? [])];
    expect(lines.map((line) => [line.getAttribute('lang'), line.textContent])).toEqual([
      ['fr', fill(noticesCopies.fr.languageOffline, { language: 'Français' })],
      [
        'en',
        'This language (Français) could not load: it is not saved on this device yet. Try again once you are online.',
      ],
    ]);
    expect(noticesCopies.fr.languageOffline).toMatch(/^Cette langue \({language}\) n’a pas pu/);
  });
});
