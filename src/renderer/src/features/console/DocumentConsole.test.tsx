import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SAMPLE_DOCUMENTS } from '../../content/documents';
import { useConsoleFilters } from '../../store/consoleFilters';
import { useLocaleStore } from '../../store/locale';
import { renderApp } from '../../test/renderApp';
import { syntheticDocuments } from '../../test/syntheticDocuments';
import { DocumentConsole, PAGE_SIZE } from './DocumentConsole';

const rows = (): HTMLElement[] =>
  within(screen.getAllByRole('rowgroup')[1] as HTMLElement).getAllByRole('row');

async function openConsole(): Promise<void> {
  renderApp('/console');
  await screen.findByRole('heading', { level: 1, name: 'Document Console' });
}

describe('document console', () => {
  it('has a labelled search box and three labelled selects with an All option', async () => {
    await openConsole();
    expect(
      screen.getByRole('searchbox', { name: 'Search by title or subject' }),
    ).toBeInTheDocument();
    for (const [name, count] of [
      ['Classroom', 8],
      ['Subject', 8],
      ['Year', 5],
    ] as const) {
      const select = screen.getByRole('combobox', { name });
      const options = within(select).getAllByRole('option');
      expect(options[0]).toHaveTextContent('All');
      expect(options[0]).toHaveValue('');
      expect(options).toHaveLength(count + 1);
    }
  });

  it('shows every sample document with every column', async () => {
    await openConsole();
    const count = SAMPLE_DOCUMENTS.length;
    expect(screen.getByRole('status')).toHaveTextContent(`Showing ${count} of ${count} documents`);
    expect(rows()).toHaveLength(count);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Title',
      'Classroom',
      'Subject',
      'Year',
      'Download',
    ]);
  });

  it("shows every title in the page's language, French on the French page", async () => {
    await openConsole();
    const titles = () => screen.getAllByRole('rowheader').map((th) => th.textContent);
    expect(titles()).toContain('Physics – Probatoire D, mechanics and waves');
    expect(titles()).toContain('Mathematics – Baccalauréat C, paper and correction');
    for (const th of screen.getAllByRole('rowheader')) expect(th).not.toHaveAttribute('lang');
    await act(() => useLocaleStore.getState().setLocale('fr'));
    await screen.findByRole('heading', { level: 1, name: 'Console de documents' });
    expect(titles()).toContain('Physique – Probatoire D, mécanique et ondes');
    expect(titles()).toContain('Histoire – Le Cameroun de 1960 à nos jours');
    expect(titles()).not.toContain('History – Cameroon from 1960 to today');
  });

  it('narrows live as the visitor types and chooses', async () => {
    await openConsole();
    await userEvent.type(screen.getByRole('searchbox'), 'MATHÉ');
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('Mathematics');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 4 documents');
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2024');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 of 4 documents');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Subject' }), 'History');
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('Seconde A4');
  });

  it('finds Mathématiques typed without accents and with a trailing space', async () => {
    await openConsole();
    await act(() => useLocaleStore.getState().setLocale('fr'));
    await screen.findByRole('heading', { level: 1, name: 'Console de documents' });
    await userEvent.type(screen.getByRole('searchbox'), 'mathematiques ');
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('Mathématiques');
  });

  it('forgives what a student types: a short form, the other language, words in any order', async () => {
    await openConsole();
    const search = screen.getByRole('searchbox');
    for (const typed of ['maths', 'BAC maths', 'Mathématiques bac']) {
      await userEvent.clear(search);
      await userEvent.type(search, typed);
      expect(rows().map((row) => row.textContent)).toEqual([
        expect.stringContaining('Baccalauréat C') as string,
      ]);
    }
    await userEvent.clear(search);
    await userEvent.type(search, 'histoire');
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('History');
  });

  it('says the search emptied the table and offers to clear just the search', async () => {
    await openConsole();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2024');
    await userEvent.type(screen.getByRole('searchbox'), 'zzz (no such)');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('No document matches “zzz (no such)”.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 0 of 4 documents');
    await userEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
    // The button is gone with the empty state: focus is where the visitor types again.
    expect(screen.getByRole('searchbox')).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveValue('2024');
    expect(rows()).toHaveLength(2);
  });

  it('says the filters emptied the table and offers to clear just the filters', async () => {
    await openConsole();
    await userEvent.type(screen.getByRole('searchbox'), 'physics');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2022');
    expect(screen.getByText('No document matches these filters.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByRole('combobox', { name: 'Classroom' })).toHaveFocus();
    expect(screen.getByRole('searchbox')).toHaveValue('physics');
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveValue('');
    expect(rows()).toHaveLength(1);
  });

  it('an empty subject says what the app has for it, with a store button beside Clear filters', async () => {
    await openConsole();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Subject' }), 'Chemistry');
    expect(
      screen.getByText(
        'Chemistry: the Lyceo app has 120 lessons and corrections, from Seconde to Terminale.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Get it on Google Play/ })).toHaveAttribute(
      'href',
      expect.stringContaining('utm_content%3Dconsole-empty') as string,
    );
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
    // A subject with samples, emptied by another filter: its own line.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Subject' }), 'Philosophy');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2024');
    expect(
      screen.getByText('Philosophy: the Lyceo app has 40 lessons and corrections, for Terminale.'),
    ).toBeInTheDocument();
  });

  it('a search for an empty subject names it too; with no subject, the app as a whole', async () => {
    await openConsole();
    await userEvent.type(screen.getByRole('searchbox'), 'chimie');
    expect(screen.getByText('No document matches “chimie”.')).toBeInTheDocument();
    expect(screen.getByText(/^Chemistry: the Lyceo app has 120/)).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2020');
    expect(screen.getByText(/^The Lyceo app has every lesson/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Get it on Google Play/ })).toBeInTheDocument();
  });

  it('folds the three selects behind a Filters button, which says how many are on', async () => {
    await openConsole();
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const selects = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(selects).toContainElement(screen.getByRole('combobox', { name: 'Year' }));
    // Folded below the md breakpoint only (.collapse, .d-md-block): wider screens show them all.
    expect(selects).toHaveClass('collapse', 'd-md-block');
    expect(selects).not.toHaveClass('show');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(selects).toHaveClass('show');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2024');
    expect(toggle).toHaveAccessibleName('Filters (1)');
  });

  it('comes back with the Filters open when some are on', async () => {
    useConsoleFilters.getState().setFilter('subject', 'History');
    await openConsole();
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('keeps the filters when the visitor leaves and comes back', async () => {
    const { router } = renderApp('/console');
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Classroom' }),
      'Terminale C',
    );
    await act(() => router.navigate('/videos'));
    await screen.findByRole('heading', { level: 1, name: 'Educational Videos' });
    await act(() => router.navigate('/console'));
    expect(await screen.findByRole('combobox', { name: 'Classroom' })).toHaveValue('Terminale C');
    expect(rows()).toHaveLength(1);
  });

  it('answers a download with the app notice instead of a dead page', async () => {
    await openConsole();
    await userEvent.click(
      screen.getAllByRole('button', { name: /^Download .* in the app$/ })[0] as HTMLElement,
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Documents are downloaded in the app',
    });
    expect(within(dialog).getByRole('link', { name: /Get it on Google Play/ })).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=cm.lyceo.app&referrer=utm_source%3Dwebsite%26utm_medium%3Dlink%26utm_content%3Dconsole-notice',
    );
  });
});

describe('long catalogues', () => {
  it(`render at most ${PAGE_SIZE} rows and page through the rest`, async () => {
    const documents = syntheticDocuments(10_000);
    render(<DocumentConsole documents={documents} />);
    expect(rows()).toHaveLength(PAGE_SIZE);
    expect(screen.getByText(`Page 1 of ${10_000 / PAGE_SIZE}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(useConsoleFilters.getState().page).toBe(2);
    expect(rows()[0]).toHaveTextContent(`n°${PAGE_SIZE + 1} `);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2020');
    expect(useConsoleFilters.getState().page).toBe(1);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2,000 of 10,000 documents');
  });
});
