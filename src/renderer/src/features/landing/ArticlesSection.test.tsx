import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { fr } from '../../content/fr/site';
import { useLocaleStore } from '../../store/locale';
import { ArticlesSection } from './ArticlesSection';

afterEach(async () => {
  await act(() => useLocaleStore.getState().setLocale('en', { remember: false }));
});

// Review of 2026-11-26: the hidden title after "Lire l’article" followed a bare ":" from the JSX.
it('names each article link with its title after the language’s own colon', async () => {
  await act(() => useLocaleStore.getState().setLocale('fr', { remember: false }));
  render(<ArticlesSection />);
  // The text itself: the accessible name drops a text node's leading no-break space.
  const links = screen.getAllByRole('link', { name: /^Lire l’article/ });
  expect(links.map((link) => link.textContent)).toEqual(
    fr.landing.articles.items.map(
      (article) => `Lire l’article\u00a0: ${article.title} ${fr.common.newTab}`,
    ),
  );
});
