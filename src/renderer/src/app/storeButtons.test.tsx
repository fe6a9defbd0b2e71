import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeLink } from '@shared/storeLink';
import { site } from '../config/site';
import { en } from '../content/en/site';
import { kioskFromSearch } from '../features/kiosk/kioskMode';
import { useLinkHandoff } from '../store/linkHandoff';
import { startSiteRun } from '../store/siteRun';
import { renderApp } from '../test/renderApp';

/** Every link to the store on the page, with where it says it sits (utm_content). */
function storeLinks(): { placement: string; link: HTMLAnchorElement }[] {
  return [
    ...document.querySelectorAll<HTMLAnchorElement>('a[href^="https://play.google.com/"]'),
  ].map((link) => {
    const referrer = new URL(link.href).searchParams.get('referrer') ?? '';
    return { placement: new URLSearchParams(referrer).get('utm_content') ?? '', link };
  });
}

/** The phone's store button in the top bar: the mark, named by its hidden words. */
function topBarStore(): HTMLAnchorElement {
  const found = storeLinks().find(({ placement }) => placement === 'top-bar');
  if (!found) throw new Error('no store button in the top bar');
  expect(found.link).toHaveAccessibleName(new RegExp(`^${site.brand} on Google Play`));
  return found.link;
}

describe('store buttons', () => {
  it('are one style, with our mark, on every placement of the landing page; the footer keeps a text link', async () => {
    renderApp('/');
    await waitFor(() => expect(document.getElementById('faq')).not.toBeNull());
    const links = storeLinks();
    expect(links.map(({ placement }) => placement).sort()).toEqual(
      [
        'closing-cta',
        'footer',
        'hero',
        'menu',
        'navbar',
        'pricing-freemium',
        'pricing-solo',
        'pricing-solo-plus',
        'top-bar',
      ].sort(),
    );
    for (const { placement, link } of links.filter((each) => each.placement !== 'footer')) {
      expect(link.className, placement).toMatch(/^btn btn-store\b/);
      expect(link.className, placement).not.toMatch(/btn-(primary|dark|light|outline)/);
      expect(link.querySelector('svg.store-mark'), placement).not.toBeNull();
    }
  });

  it.each(['/console', '/videos', '/privacy-policy', '/terms-of-use', '/no-such-page'])(
    'on %s a phone has the store one tap away, in the top bar, outside the menu',
    async (route) => {
      renderApp(route);
      await screen.findByRole('heading', { level: 1 });
      const button = topBarStore();
      expect(button).toHaveClass('btn-store', 'd-lg-none');
      expect(button.closest('#main-menu')).toBeNull();
      expect(button).toHaveAttribute(
        'href',
        storeLink(site.storeUrl, { source: 'website', medium: 'link', placement: 'top-bar' }),
      );
    },
  );

  it.each(['/', '/console', '/privacy-policy'])(
    'on %s the phone menu holds a Download App button of its own placement (the specification’s menu)',
    async (route) => {
      renderApp(route);
      await screen.findByRole('heading', { level: 1 });
      const menu = document.getElementById('main-menu');
      if (!menu) throw new Error('no menu');
      fireEvent.click(screen.getByRole('button', { name: en.nav.toggleLabel }));
      expect(menu).toHaveClass('show');
      const button = within(menu).getByRole('link', { name: /^Download App\b/ });
      expect(en.nav.download).toBe('Download App');
      expect(button).toHaveClass('btn-store', 'd-lg-none');
      expect(button).toHaveAttribute(
        'href',
        storeLink(site.storeUrl, { source: 'website', medium: 'link', placement: 'menu' }),
      );
      // The desktop bar's own button is not in the menu a phone opens.
      expect(within(menu).getAllByRole('link', { name: /Download App|Google Play/ })).toEqual([
        button,
      ]);
      fireEvent.click(button);
      expect(menu).not.toHaveClass('show');
    },
  );

  it("at a kiosk the top bar's button hands the store link to the visitor's phone", async () => {
    startSiteRun(kioskFromSearch('?kiosk=1&event=foire-2026'));
    renderApp('/console');
    await screen.findByRole('heading', { level: 1 });
    const button = topBarStore();
    expect(fireEvent.click(button)).toBe(false);
    expect(useLinkHandoff.getState().url).toBe(
      storeLink(site.storeUrl, {
        source: 'kiosk',
        medium: 'qr',
        placement: 'top-bar',
        campaign: 'foire-2026',
      }),
    );
  });
});
