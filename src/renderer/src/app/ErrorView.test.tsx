import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { useLocaleStore } from '../store/locale';
import { renderApp } from '../test/renderApp';
import { ErrorView } from './ErrorView';

describe('unknown route', () => {
  it('shows the router error title, the 404 status line and a way home, inside the layout', async () => {
    const { router } = renderApp('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to the home page' }));
    expect(router.location.pathname).toBe('/');
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent(
      'Unexpected Application Error!',
    );
  });

  it('keeps the spec’s English title on a French page, with everything around it in French', async () => {
    renderApp('/no/such/page');
    await act(() => useLocaleStore.getState().setLocale('fr'));
    const title = await screen.findByRole('heading', {
      level: 1,
      name: 'Unexpected Application Error!',
    });
    expect(title).toHaveAttribute('lang', 'en');
    expect(await screen.findByText('404 : page introuvable')).toBeInTheDocument();
    expect(
      screen.getByText('La page demandée n’existe pas. Elle a peut-être été déplacée.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toBeInTheDocument();
  });
});

/** What Chromium says when a lazy page's code does not arrive. */
const chunkFailed = new TypeError(
  'Failed to fetch dynamically imported module: https://lyceo.cm/assets/PosterPage-Bbp7b9bn.js',
);

function show(error: unknown) {
  render(
    <MemoryRouter initialEntries={['/poster']}>
      <ErrorView error={error} />
    </MemoryRouter>,
  );
}

describe('the error view of a page whose code did not arrive', () => {
  it('offline: says in words that the page is not on this device, offers to try again', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    show(chunkFailed);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('This page could not load')).toBeInTheDocument();
    expect(
      screen.getByText('It is not saved on this device yet. Try again once you are online.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/dynamically imported module/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toBeInTheDocument();
    await vi.waitFor(() => expect(document.title).toMatch(/^Page unavailable · /));
  });

  it('online (a link that dropped): says so, offers to try again', () => {
    show(chunkFailed);
    expect(screen.getByText('The connection dropped while it was loading.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('a page that threw keeps its message, with no retry: trying again would throw again', () => {
    show(new Error('The videos could not be listed.'));
    expect(screen.getByText('The videos could not be listed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
