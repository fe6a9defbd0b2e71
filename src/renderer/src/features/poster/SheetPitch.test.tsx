import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { site } from '../../config/site';
import { posterCopies } from '../../content/poster';
import { siteCopies } from '../../content/siteCopies';
import type { Locale } from '../../content/types';
import { SheetPitch } from './SheetPitch';
import type { SheetLanguage } from './useSheetLanguages';

const TAGGED = `${site.storeUrl}&referrer=utm_source%3Dposter%26utm_medium%3Dprint%26utm_campaign%3Dfoire-yaounde-2026`;
const language = (locale: Locale): SheetLanguage => ({
  locale,
  landing: siteCopies[locale].landing,
  poster: posterCopies[locale],
});
const NOWHERE = { stand: null, date: null };

describe('a printed sheet', () => {
  it('keeps the tagged link in the code and writes out a line a person can type', () => {
    render(<SheetPitch url={TAGGED} full={false} languages={[language('en')]} where={NOWHERE} />);
    expect(screen.getByRole('img', { name: `QR code for ${TAGGED}` })).toBeInTheDocument();
    const line = screen.getByText(/or type:/).closest('p');
    expect(line).toHaveTextContent(
      `Or search “${site.brand}” on Google Play, or type: ${site.storeUrl.replace('https://', '')}`,
    );
    expect(line).not.toHaveTextContent('%');
    expect(line).not.toHaveTextContent('referrer');
  });

  it("shows the app's correction screen on a poster, which a flyer has no room for", () => {
    const correction = { name: /correction of a Terminale C maths exercise/ };
    const { unmount } = render(
      <SheetPitch url={TAGGED} full languages={[language('en')]} where={NOWHERE} />,
    );
    expect(screen.getByRole('img', correction)).toHaveAttribute(
      'src',
      expect.stringMatching(/app-screen-correction-en-/),
    );
    unmount();
    render(<SheetPitch url={TAGGED} full={false} languages={[language('en')]} where={NOWHERE} />);
    expect(screen.queryByRole('img', correction)).not.toBeInTheDocument();
  });

  it('prints the WhatsApp number and the site’s address, grouped to read from paper', () => {
    render(<SheetPitch url={TAGGED} full={false} languages={[language('fr')]} where={NOWHERE} />);
    const contact = document.querySelector('.sheet-contact');
    expect(contact?.textContent).toBe(
      'WhatsApp\u00a0: +237\u00a0650\u00a000\u00a000\u00a000 Web\u00a0: lyceo.cm',
    );
  });

  it('speaks both languages when asked, the page’s first, each line marked with its language', () => {
    render(
      <SheetPitch
        url={TAGGED}
        full
        languages={[language('fr'), language('en')]}
        where={{ stand: 'B12', date: '2026-03-14' }}
      />,
    );
    const where = [...document.querySelectorAll('.sheet-where')];
    expect(where.map((line) => [line.getAttribute('lang'), line.textContent])).toEqual([
      ['fr', 'Retrouve\u2011nous au stand B12 le 14 mars 2026'],
      ['en', 'Find us at stand B12 on March 14, 2026'],
    ]);
    expect(where[1]).toHaveClass('sheet-second');
    expect(screen.getByText('Scanne pour avoir l’appli')).toBeInTheDocument();
    expect(screen.getByText('Scan to get the app')).toHaveAttribute('lang', 'en');
    expect(screen.getByText(siteCopies.en.landing.hero.free)).toBeInTheDocument();
    // The plans once, in the page's language: names and prices need no translation.
    expect(screen.getByRole('list', { name: 'Formules' })).toHaveTextContent('par mois');
    // The long lead paragraph is left to a sheet in one language.
    expect(screen.queryByText(siteCopies.fr.landing.hero.lead)).toBeNull();
  });

  it('prints the stand or the date alone, and nothing when neither is given', () => {
    const { rerender } = render(
      <SheetPitch url={TAGGED} full={false} languages={[language('en')]} where={NOWHERE} />,
    );
    expect(document.querySelector('.sheet-where')).toBeNull();
    rerender(
      <SheetPitch
        url={TAGGED}
        full={false}
        languages={[language('en')]}
        where={{ stand: 'Hall 2 - B12', date: null }}
      />,
    );
    expect(document.querySelector('.sheet-where')).toHaveTextContent(
      'Find us at stand Hall 2 - B12',
    );
    rerender(
      <SheetPitch
        url={TAGGED}
        full={false}
        languages={[language('en')]}
        where={{ stand: null, date: '2026-03-14' }}
      />,
    );
    expect(document.querySelector('.sheet-where')).toHaveTextContent('See you on March 14, 2026');
  });
});
