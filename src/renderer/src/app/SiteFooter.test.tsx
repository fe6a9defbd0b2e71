import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { site } from '../config/site';
import { useLocaleStore } from '../store/locale';
import { renderApp } from '../test/renderApp';

describe('footer', () => {
  it('links to contact, WhatsApp, social profiles and legal pages', () => {
    renderApp('/');
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    const whatsapp = footer.getByRole('link', { name: /Chat on WhatsApp/ });
    expect(whatsapp.getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/237650000000\?text=Hello%20Lyceo/,
    );
    for (const network of ['Facebook', 'Instagram', 'TikTok', 'YouTube']) {
      const link = footer.getByRole('link', { name: new RegExp(`^Lyceo on ${network}`) });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // The static copies beside the page: they work before the app runs and without JavaScript.
    expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      './privacy-policy/',
    );
    expect(footer.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute(
      'href',
      './terms-of-use/',
    );
    // The build's year (2025 in tests: src/shared/test/testSiteConfig.ts), not the visitor's.
    expect(footer.getByText('© 2025 Lyceo. All rights reserved.')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo').innerHTML).not.toMatch(/\{(email|phone)\}/);
  });

  it.each([
    ['en', 'Legal'],
    ['fr', 'Informations légales'],
  ] as const)(
    'heads privacy and terms with what they are in %s, not "Mentions légales"',
    async (locale, heading) => {
      await act(() => useLocaleStore.getState().setLocale(locale));
      renderApp('/');
      const legal = within(screen.getByRole('contentinfo')).getByRole('navigation', {
        name: heading,
      });
      expect(within(legal).getAllByRole('link')).toHaveLength(2);
    },
  );
});
