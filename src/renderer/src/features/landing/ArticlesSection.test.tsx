import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { en } from '../../content/en/site';
import { fr } from '../../content/fr/site';
import { useLocaleStore } from '../../store/locale';
import { ArticlesSection } from './ArticlesSection';

afterEach(async () => {
  await act(() => useLocaleStore.getState().setLocale('en', { remember: false }));
});

// Reviews of 2026-11-26: the hidden title after "Lire l’article" followed a bare ":" from the
// JSX; and Chromium named the link "Read the article : …", a space between the visible words
// and a hidden span's. The name is now one string, the language's own colon in it.
it.each([
  ['en', en],
  ['fr', fr],
] as const)(
  'names each article link in %s with its title after the colon',
  async (locale, copy) => {
    await act(() => useLocaleStore.getState().setLocale(locale, { remember: false }));
    render(<ArticlesSection />);
    const links = screen.getAllByRole('link', {
      name: new RegExp(`^${copy.landing.articles.readMore}`),
    });
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual(
      copy.landing.articles.items.map(
        (article) =>
          `${copy.landing.articles.readMore}${copy.common.colon} ${article.title} ${copy.common.newTab}`,
      ),
    );
    expect(links.map((link) => link.textContent)).toEqual(
      copy.landing.articles.items.map(
        () => `${copy.landing.articles.readMore} ${copy.common.newTab}`,
      ),
    );
  },
);
