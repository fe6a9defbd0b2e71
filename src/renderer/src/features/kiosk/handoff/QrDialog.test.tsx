import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../../content/en/site';
import { sampleVideos } from '../../../content/videos';
import { useLinkHandoff } from '../../../store/linkHandoff';
import { QrDialog } from './QrDialog';
import { PUBLIC_WEBSITE, startSiteRun } from '../../../store/siteRun';
import { site } from '../../../config/site';
import { storeLink } from '@shared/storeLink';
import { kioskFromSearch, mergeSiteRun } from '../kioskMode';

/** The Electron preload's API on window.lyceo, as the shell exposes it. */
function installPreload(openAllowedLink = vi.fn(() => Promise.resolve(true))) {
  (window as { lyceo?: unknown }).lyceo = { getAppInfo: vi.fn(), openAllowedLink };
  return openAllowedLink;
}

/** What main.tsx configures in the shell for `?kiosk=1` and the shell's mode. */
function configureShell(kiosk: boolean): void {
  startSiteRun(mergeSiteRun(kioskFromSearch('?kiosk=1'), { kiosk, idleSeconds: null }));
}

const WHATSAPP = 'https://wa.me/237650000000?text=Hello';

describe('QR dialog', () => {
  afterEach(() => {
    delete (window as { lyceo?: unknown }).lyceo;
    startSiteRun(PUBLIC_WEBSITE);
  });

  const heroStoreLink = (source: 'kiosk' | 'app') =>
    storeLink(site.storeUrl, { source, medium: 'link', placement: 'hero', campaign: 'salon' });

  it('at a kiosk: a store link gives the short address (version 4), large, and the address to type', () => {
    startSiteRun(kioskFromSearch('?kiosk=1&event=foire-yaounde-2026'));
    useLinkHandoff.getState().show(heroStoreLink('kiosk'));
    render(<QrDialog />);
    const code = screen.getByRole('img', {
      name: 'QR code for https://lyceo.cm/k/d/foire-yaounde-2026',
    });
    expect(code).toHaveAttribute('data-qr-value', 'https://lyceo.cm/k/d/foire-yaounde-2026');
    // Sized by the kiosk's style sheet: a share of the screen's height (kiosk.scss).
    expect(code).toHaveClass('qr-dialog-store');
    expect(
      screen.getByText('Or type lyceo.cm/k/d/foire-yaounde-2026 in your phone’s browser'),
    ).toBeInTheDocument();
  });

  it("in the shell's windowed app: a store link keeps its own code (tagged app, no short address)", () => {
    startSiteRun({ ...PUBLIC_WEBSITE, source: 'app', openOnThisScreen: true });
    const link = heroStoreLink('app');
    useLinkHandoff.getState().show(link);
    render(<QrDialog />);
    expect(screen.getByRole('img', { name: `QR code for ${link}` })).not.toHaveClass(
      'qr-dialog-store',
    );
    expect(screen.queryByText(/Or type/)).not.toBeInTheDocument();
  });

  it('on the website: names the link, shows its QR, offers no "open here"', () => {
    useLinkHandoff.getState().show(WHATSAPP);
    render(<QrDialog />);
    expect(
      screen.getByRole('dialog', { name: 'Scan to chat with us on WhatsApp' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `QR code for ${WHATSAPP}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open on this screen' })).not.toBeInTheDocument();
  });

  it('says a sample video card gives the video, not a profile to follow', () => {
    const [video] = sampleVideos(en.videos);
    useLinkHandoff.getState().show(video?.url ?? '');
    render(<QrDialog />);
    expect(
      screen.getByRole('dialog', { name: 'Scan to watch this video on your phone' }),
    ).toBeInTheDocument();
  });

  it('writes the number and the address out beside their codes, for a phone that cannot scan', () => {
    useLinkHandoff.getState().show(WHATSAPP);
    const { unmount } = render(<QrDialog />);
    expect(screen.getByText('Or message +237 650 00 00 00 on WhatsApp')).toBeInTheDocument();
    unmount();
    useLinkHandoff.getState().show('mailto:hello@lyceo.cm?subject=Hi');
    render(<QrDialog />);
    expect(screen.getByText('Or write to hello@lyceo.cm')).toBeInTheDocument();
  });

  it('in the shell\'s windowed mode: "Open on this screen" goes through the preload to main', async () => {
    const openAllowedLink = installPreload();
    configureShell(false);
    useLinkHandoff.getState().show(WHATSAPP);
    render(<QrDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Open on this screen' }));
    expect(openAllowedLink).toHaveBeenCalledWith(WHATSAPP);
    await vi.waitFor(() => expect(useLinkHandoff.getState().url).toBeNull());
  });

  it('in the shell\'s kiosk mode: only the QR code, no "Open on this screen"', () => {
    const openAllowedLink = installPreload();
    configureShell(true);
    useLinkHandoff.getState().show(WHATSAPP);
    render(<QrDialog />);
    expect(screen.getByRole('img', { name: `QR code for ${WHATSAPP}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open on this screen' })).not.toBeInTheDocument();
    expect(openAllowedLink).not.toHaveBeenCalled();
  });

  it('closes with its Close button', async () => {
    useLinkHandoff.getState().show(WHATSAPP);
    render(<QrDialog />);
    await userEvent.click(screen.getAllByRole('button', { name: 'Close' })[1] as HTMLElement);
    expect(useLinkHandoff.getState().url).toBeNull();
  });
});
