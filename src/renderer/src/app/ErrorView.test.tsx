import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useLocaleStore } from '../store/locale';
import { renderApp } from '../test/renderApp';

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
