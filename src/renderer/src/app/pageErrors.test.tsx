import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/renderApp';

// A page that throws while rendering, and a page whose chunk cannot load.
vi.mock('../pages/VideosPage', () => ({
  Component: () => {
    throw new Error('The videos could not be listed.');
  },
}));
vi.mock('../pages/TermsPage', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('a page that fails, in the real route table', () => {
  it('throwing while it renders: the error view with its message, around the site', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/videos');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The videos could not be listed.')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('its chunk failing to load: the error view and its way home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/terms-of-use');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toBeInTheDocument();
  });
});
