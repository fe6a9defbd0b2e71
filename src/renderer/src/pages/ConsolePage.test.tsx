import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  document.body.innerHTML = '';
  vi.resetModules();
});

describe("the console's page takes over its static view", () => {
  it('with the search typed and the selects chosen before the app, as its first filters', async () => {
    document.body.innerHTML = `<main>
      <input id="console-search" value="math">
      <select id="console-classroom"><option value="">All</option><option>Terminale C</option></select>
      <select id="console-subject"><option value="">All</option><option>Mathematics</option></select>
      <select id="console-year"><option value="">All</option><option>2024</option></select>
    </main>`;
    (document.getElementById('console-subject') as HTMLSelectElement).value = 'Mathematics';
    (document.getElementById('console-year') as HTMLSelectElement).value = '2024';
    vi.resetModules();
    const { useConsoleFilters } = await import('../store/consoleFilters');
    await import('./ConsolePage');
    const { search, classroom, subject, year } = useConsoleFilters.getState();
    expect({ search, classroom, subject, year }).toEqual({
      search: 'math',
      classroom: '',
      subject: 'Mathematics',
      year: '2024',
    });
  });

  it('with what was typed while its first frame was made, and the keyboard back in the field', async () => {
    document.body.innerHTML = `<div id="root"><main><input id="console-search" value="ma"></main></div>`;
    const typed = document.getElementById('console-search') as HTMLInputElement;
    typed.focus();
    vi.resetModules();
    const { useConsoleFilters } = await import('../store/consoleFilters');
    const { Component } = await import('./ConsolePage');
    expect(useConsoleFilters.getState().search).toBe('ma');
    // Typed after the chunk came, before the app's frame replaced the view.
    typed.value = 'math';
    typed.setSelectionRange(4, 4);
    const root = document.getElementById('root') as HTMLElement;
    render(<Component />, { container: root });
    expect(useConsoleFilters.getState().search).toBe('math');
    expect(screen.getByRole('searchbox')).toHaveValue('math');
    expect(screen.getByRole('searchbox')).toHaveFocus();
  });
});
