import { act, render, screen } from '@testing-library/react';
import appScreenFiles from 'virtual:app-screen-files';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../../content/en/site';
import { fr } from '../../content/fr/site';
import { useLocaleStore } from '../../store/locale';
import { AppScreen } from './AppScreen';

describe("the app's screen", () => {
  afterEach(() => {
    document.documentElement.removeAttribute('data-site-root');
    document.documentElement.lang = 'en';
  });

  it('shows the English drawing with an English name that says what it shows', () => {
    render(<AppScreen screen="quiz" />);
    const image = screen.getByRole('img', { name: en.appScreens.quiz.replace('{brand}', 'Lyceo') });
    expect(image).toHaveAttribute('src', `./${appScreenFiles.en.quiz}`);
    expect(image.getAttribute('src')).toMatch(/app-screen-quiz-en-[\w-]{8}\.svg$/);
  });

  it('shows the French drawing and a French name on the French page, from its folder', async () => {
    document.documentElement.lang = 'fr';
    document.documentElement.setAttribute('data-site-root', '../');
    await act(() => useLocaleStore.getState().setLocale('fr', { remember: false }));
    render(<AppScreen screen="documents" />);
    const image = screen.getByRole('img', {
      name: fr.appScreens.documents.replace('{brand}', 'Lyceo'),
    });
    expect(image).toHaveAttribute('src', `../${appScreenFiles.fr.documents}`);
  });

  it('is fetched first in the hero, as the reader nears it below the fold', () => {
    render(
      <>
        <AppScreen screen="correction" loading="first" />
        <AppScreen screen="quiz" loading="lazy" />
      </>,
    );
    const [hero, below] = screen.getAllByRole('img');
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    expect(hero).not.toHaveAttribute('loading');
    expect(below).toHaveAttribute('loading', 'lazy');
    expect(below).not.toHaveAttribute('fetchpriority');
  });
});
