import userEvent from '@testing-library/user-event';
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleDocuments } from '../../../content/documents';
import type { Locale } from '../../../content/types';
import { APP_STARTED } from '../../../lib/bootWatch';
import {
  EMPTY_FILTERS,
  useConsoleFilters,
  type DocumentFilters,
} from '../../../store/consoleFilters';
import { useLocaleStore } from '../../../store/locale';
import { CONSOLE_SEARCH_ID, FILTERS_ID, FILTERS_TOGGLE_ID, filterId } from '../consoleIds';
import { DocumentConsole } from '../DocumentConsole';
import { enhanceConsoleView } from './enhance';
import type { BeforeAppPlan } from './plan';
import { consoleBeforeAppPlan } from './viewMarkup';

/** The console as the app renders it with `filters` chosen. */
function appMarkup(locale: Locale, filters: Partial<DocumentFilters>): string {
  useConsoleFilters.setState({ ...EMPTY_FILTERS, ...filters, page: 1 });
  const { container, unmount } = render(<DocumentConsole documents={sampleDocuments(locale)} />, {
    container: document.createElement('div'),
  });
  const html = container.innerHTML;
  unmount();
  useConsoleFilters.getState().reset();
  return html;
}

/** The static view as the build writes it (the app's first render), its filters on with the build's plan. */
async function staticView(locale: Locale): Promise<void> {
  await useLocaleStore.getState().setLocale(locale, { remember: false });
  const { copy } = useLocaleStore.getState();
  document.body.innerHTML = `<main id="main">${appMarkup(locale, {})}</main>`;
  const plan = consoleBeforeAppPlan(locale, copy) as BeforeAppPlan;
  expect(enhanceConsoleView(document, plan)).toBe(true);
}

/** What the results say: the status line and the table or empty state after it, as HTML. */
function results(root: ParentNode): string {
  const status = root.querySelector('[role="status"]');
  return `${status?.outerHTML ?? ''}${status?.nextElementSibling?.outerHTML ?? ''}`;
}

function appResults(locale: Locale, filters: Partial<DocumentFilters>): string {
  const app = document.createElement('div');
  app.innerHTML = appMarkup(locale, filters);
  return results(app);
}

const field = (id: string) => document.getElementById(id) as HTMLInputElement | HTMLSelectElement;

afterEach(async () => {
  await useLocaleStore.getState().setLocale('en', { remember: false });
  document.body.innerHTML = '';
});

describe("the console's filters before the app", () => {
  const cases: [Locale, Partial<DocumentFilters>][] = [
    ['en', { search: 'math' }],
    ['en', { search: 'maths bac' }],
    ['en', { search: 'zzz' }],
    ['en', { search: 'chimie' }],
    ['en', { subject: 'Chemistry' }],
    ['en', { search: 'phys', classroom: 'Terminale C' }],
    ['en', { year: '2024', classroom: 'Seconde A4' }],
    ['fr', { search: 'mathématiques' }],
    ['fr', { search: 'histoire 1960' }],
    ['fr', { search: 'Ondes', year: '2022' }],
    ['fr', { search: 'aucun' }],
  ];
  it.each(cases)('in %s, %o shows what the app shows', async (locale, filters) => {
    await staticView(locale);
    const user = userEvent.setup();
    for (const name of ['classroom', 'subject', 'year'] as const) {
      const value = filters[name];
      if (value) await user.selectOptions(field(filterId(name)), value);
    }
    if (filters.search) await user.type(field(CONSOLE_SEARCH_ID), filters.search);
    expect(results(document)).toBe(appResults(locale, filters));
    const app = document.createElement('div');
    app.innerHTML = appMarkup(locale, filters);
    expect(document.getElementById(FILTERS_TOGGLE_ID)?.textContent).toBe(
      app.querySelector(`#${FILTERS_TOGGLE_ID}`)?.textContent,
    );
  });

  it('answers what was typed before the script came', async () => {
    await useLocaleStore.getState().setLocale('en', { remember: false });
    const { copy } = useLocaleStore.getState();
    document.body.innerHTML = `<main id="main">${appMarkup('en', {})}</main>`;
    (field(CONSOLE_SEARCH_ID) as HTMLInputElement).value = 'history';
    const plan = consoleBeforeAppPlan('en', copy) as BeforeAppPlan;
    enhanceConsoleView(document, plan);
    expect(results(document)).toBe(appResults('en', { search: 'history' }));
  });

  it("empties as the app's empty state, whose button resets the search and focuses the field", async () => {
    await staticView('en');
    const user = userEvent.setup();
    await user.type(field(CONSOLE_SEARCH_ID), 'zzz');
    await user.click(document.querySelector('.empty-state button') as HTMLElement);
    expect(field(CONSOLE_SEARCH_ID)).toHaveValue('');
    expect(field(CONSOLE_SEARCH_ID)).toHaveFocus();
    expect(results(document)).toBe(appResults('en', {}));
  });

  it('clears the selects from the empty state, focus on the first select', async () => {
    await staticView('fr');
    const user = userEvent.setup();
    await user.selectOptions(field(filterId('subject')), 'Chemistry');
    await user.click(document.querySelector('.empty-state button') as HTMLElement);
    expect(field(filterId('subject'))).toHaveValue('');
    expect(field(filterId('classroom'))).toHaveFocus();
    expect(results(document)).toBe(appResults('fr', {}));
  });

  it('unfolds and folds the selects with the Filters button, saying so', async () => {
    await staticView('en');
    const user = userEvent.setup();
    const toggle = document.getElementById(FILTERS_TOGGLE_ID) as HTMLElement;
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(FILTERS_ID)).toHaveClass('show');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(FILTERS_ID)).not.toHaveClass('show');
  });

  it('leaves a view it was not written for as it is', async () => {
    await staticView('en');
    const plan = consoleBeforeAppPlan('en', useLocaleStore.getState().copy) as BeforeAppPlan;
    document.querySelector('tbody tr')?.remove();
    expect(enhanceConsoleView(document, plan)).toBe(false);
  });

  it("hands the fields, the unfolded Filters and the keyboard to the app's first frame", async () => {
    await useLocaleStore.getState().setLocale('en', { remember: false });
    const { copy } = useLocaleStore.getState();
    document.body.innerHTML = `<div id="root"><main id="main">${appMarkup('en', {})}</main></div>`;
    const plan = consoleBeforeAppPlan('en', copy) as BeforeAppPlan;
    enhanceConsoleView(document, plan);
    const user = userEvent.setup();
    await user.click(document.getElementById(FILTERS_TOGGLE_ID) as HTMLElement);
    await user.selectOptions(field(filterId('year')), '2024');
    await user.type(field(CONSOLE_SEARCH_ID), 'histoire');
    (field(CONSOLE_SEARCH_ID) as HTMLInputElement).setSelectionRange(3, 3);
    // The app starts, and its first frame of the console replaces the view (main.tsx).
    document.documentElement.setAttribute(APP_STARTED, '');
    const root = document.getElementById('root') as HTMLElement;
    render(<DocumentConsole documents={sampleDocuments('en')} />, { container: root });
    await waitFor(() => expect(useConsoleFilters.getState().search).toBe('histoire'));
    expect(useConsoleFilters.getState().year).toBe('2024');
    const search = field(CONSOLE_SEARCH_ID) as HTMLInputElement;
    expect(search).toHaveFocus();
    expect([search.selectionStart, search.selectionEnd]).toEqual([3, 3]);
    expect(document.getElementById(FILTERS_TOGGLE_ID)).toHaveAttribute('aria-expanded', 'true');
    expect(results(document)).toBe(appResults('en', { search: 'histoire', year: '2024' }));
    useConsoleFilters.getState().reset();
    document.documentElement.removeAttribute(APP_STARTED);
  });

  it('hands nothing over from a view left for the landing page before the app', async () => {
    await staticView('en');
    const user = userEvent.setup();
    await user.type(field(CONSOLE_SEARCH_ID), 'math');
    // Back to the landing page (lib/staticView.ts puts its content back), then the app starts.
    const main = document.getElementById('main') as HTMLElement;
    main.innerHTML = '<p>Landing</p>';
    await Promise.resolve();
    document.documentElement.setAttribute(APP_STARTED, '');
    const root = document.createElement('div');
    document.body.append(root);
    render(<DocumentConsole documents={sampleDocuments('en')} />, { container: root });
    await new Promise((done) => setTimeout(done, 0));
    expect(useConsoleFilters.getState().search).toBe('');
    document.documentElement.removeAttribute(APP_STARTED);
  });
});
