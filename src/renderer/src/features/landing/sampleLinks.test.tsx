import { describe, expect, it } from 'vitest';
import { renderLandingPage } from '../../prerender';

/** The prerendered landing page, as a visitor's browser has it before any script runs. */
async function prerendered(locale: 'en' | 'fr'): Promise<HTMLElement> {
  const page = document.createElement('div');
  page.innerHTML = await renderLandingPage(locale);
  return page;
}

describe('the samples, found from the landing page', () => {
  it.each([
    ['en', 'See sample exam papers', 'See sample videos'],
    ['fr', 'Voir des sujets d’examen', 'Voir des vidéos d’exemple'],
  ] as const)(
    '%s: Features links to the console and Multimedia to the videos, as plain links',
    async (locale, papers, videos) => {
      const page = await prerendered(locale);
      const link = (section: string) => page.querySelector(`#${section} a[href^="#/"]`);
      expect(link('features')).toHaveAttribute('href', '#/console');
      expect(link('features')).toHaveTextContent(papers);
      expect(link('multimedia')).toHaveAttribute('href', '#/videos');
      expect(link('multimedia')).toHaveTextContent(videos);
    },
  );
});
