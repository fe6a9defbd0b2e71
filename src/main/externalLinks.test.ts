import { describe, expect, it, vi } from 'vitest';
import { buildLinkPolicy } from '@shared/linkPolicy';
import { DEFAULT_SITE_CONFIG } from '@shared/siteConfig';
import { siteLinks } from '@shared/test/testLinks';
import { createAllowedLinkOpener } from './externalLinks';

const policy = buildLinkPolicy(DEFAULT_SITE_CONFIG);

function opener(kiosk: boolean) {
  const openInBrowser = vi.fn(() => Promise.resolve());
  return { open: createAllowedLinkOpener(policy, openInBrowser, { kiosk }), openInBrowser };
}

describe('the allowed-link opener', () => {
  it('opens the normalized URL the policy judged, never the string it was given', () => {
    const { open, openInBrowser } = opener(false);
    expect(open('HTTPS://WA.ME/237650000000?text=Hi')).toBe(true);
    expect(openInBrowser).toHaveBeenCalledWith('https://wa.me/237650000000?text=Hi');
  });

  it('opens nothing the policy refuses', () => {
    const { open, openInBrowser } = opener(false);
    for (const url of [' https://wa.me/237650000000', 'https:wa.me/237650000000', 42]) {
      expect(open(url)).toBe(false);
    }
    expect(openInBrowser).not.toHaveBeenCalled();
  });

  it('in kiosk mode opens nothing at all, not even the links the policy allows', () => {
    const { open, openInBrowser } = opener(true);
    for (const url of siteLinks(DEFAULT_SITE_CONFIG)) expect(open(url)).toBe(false);
    expect(openInBrowser).not.toHaveBeenCalled();
  });

  it('a failing system browser does not throw into the caller', async () => {
    const openInBrowser = vi.fn(() => Promise.reject(new Error('no browser')));
    const open = createAllowedLinkOpener(policy, openInBrowser, { kiosk: false });
    expect(open('https://wa.me/237650000000')).toBe(true);
    await vi.waitFor(() => expect(openInBrowser).toHaveBeenCalled());
  });
});
