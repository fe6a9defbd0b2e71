import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/renderApp';

describe('top bar', () => {
  it("carries the share image's identity: the brand mark beside the name, and the flag stripe", () => {
    renderApp('/');
    const banner = screen.getByRole('banner');
    // The mark is decorative: the name beside it names the link.
    const brand = within(banner).getByRole('link', { name: 'Lyceo' });
    expect(brand.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    // Green, red, yellow along the bar's lower edge (styles/_site.scss), hidden from screen readers.
    expect(banner.querySelector('nav > .flag-stripe[aria-hidden="true"]')).not.toBeNull();
  });
});
