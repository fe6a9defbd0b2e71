import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { shortStoreLink } from '@shared/shortStoreLink';
import { site } from '../config/site';
import { PUBLIC_WEBSITE, useSiteRun } from '../store/siteRun';
import StoreQr from './StoreQr';

describe("the hero's permanent kiosk QR", () => {
  afterEach(() => useSiteRun.setState(PUBLIC_WEBSITE));

  it('holds the short address of the hero placement at the kiosk’s event, a version-4 code at most', () => {
    useSiteRun.setState({ ...PUBLIC_WEBSITE, kiosk: true, source: 'kiosk', event: 'salon-2026' });
    render(<StoreQr />);
    const code = screen.getByRole('img', { name: /QR code for/ });
    const url = shortStoreLink(site.siteUrl, 'hero-qr', 'salon-2026');
    expect(code).toHaveAttribute('data-qr-value', url);
    // Version 4 is 33 modules, plus a quiet zone of 4 on each side.
    expect(Number(code.getAttribute('viewBox')?.split(' ')[2])).toBeLessThanOrEqual(33 + 8);
    // And for a phone that cannot scan, the same address to type.
    expect(screen.getByRole('figure')).toHaveTextContent(
      'Scan to get the appor type lyceo.cm/k/h/salon-2026',
    );
  });
});
