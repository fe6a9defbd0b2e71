import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bindDocumentLanguage } from '../app/documentLanguage';
import { LOCALE_STORAGE_KEY } from '../lib/preferredLocale';
import { useConsoleFilters } from '../store/consoleFilters';
import { useLocaleStore } from '../store/locale';
import { renderApp } from '../test/renderApp';

describe('language switch', () => {
  it('switches to French and back, remembers the choice and sets <html lang>', async () => {
    const unbind = bindDocumentLanguage();
    renderApp('/');
    const french = screen.getByRole('link', { name: 'Français' });
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    expect(french).not.toHaveAttribute('aria-current');
    await userEvent.click(french);
    expect(
      await screen.findByRole('heading', { level: 1, name: /Réussis de la Seconde/ }),
    ).toBeInTheDocument();
    expect(french).toHaveAttribute('aria-current', 'true');
    expect(document.documentElement.lang).toBe('fr');
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('fr');
    await waitFor(() => expect(document.title).toMatch(/^Lyceo · Appli de révision/));
    expect((await screen.findByText('650 FCFA')).closest('p')).toHaveTextContent('par mois');
    expect(screen.getByText(/^1\s500 FCFA$/)).toBeInTheDocument();
    expect(screen.getByText('26 février 2024')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'English' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: /Succeed from Seconde/ }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
    unbind();
  });

  it('keeps the route and the console filters, which still match the data', async () => {
    const { router } = renderApp('/console');
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Subject' }),
      'Physics',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Français' }));
    const subject = await screen.findByRole('combobox', { name: 'Matière' });
    expect(subject).toHaveValue('Physics');
    expect(screen.getByRole('option', { name: 'Physique' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/console');
    expect(useConsoleFilters.getState().subject).toBe('Physics');
    expect(screen.getByRole('status')).toHaveTextContent('1 document affiché sur 4');
  });

  it('links each language to its own page through the site root of the language shown, naming the language', async () => {
    renderApp('/');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', './?lang=en');
    const french = screen.getByRole('link', { name: 'Français' });
    expect(french).toHaveAttribute('href', './fr/?lang=fr');
    expect(french).toHaveAttribute('hreflang', 'fr');
    await userEvent.click(french);
    // From fr/ (or the root serving French), `../` is the root.
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '../?lang=en'),
    );
    expect(screen.getByRole('link', { name: 'Français' })).toHaveAttribute(
      'href',
      '../fr/?lang=fr',
    );
  });

  it('reset forgets the choice and returns to the browser language', async () => {
    await act(() => useLocaleStore.getState().setLocale('fr'));
    await act(() => useLocaleStore.getState().reset());
    expect(useLocaleStore.getState().locale).toBe('en');
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull();
  });
});
