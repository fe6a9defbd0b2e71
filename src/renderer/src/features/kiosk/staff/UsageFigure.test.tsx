import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UsageFigure } from './UsageFigure';

const ROWS = [
  { key: 'fr', label: 'Français', count: 4 },
  { key: 'en', label: 'English', count: 2 },
  { key: 'none', label: 'Other', count: 0 },
];

/** The bar drawn in a row's count cell: its length is what a sighted reader compares. */
function barOf(label: string): HTMLElement {
  const row = screen.getByRole('row', { name: new RegExp(`^${label}`) });
  const bar = row.querySelector<HTMLElement>('.usage-bar');
  if (!bar) throw new Error(`no bar in the row ${label}`);
  return bar;
}

describe('UsageFigure', () => {
  it('is a table of the counts, named by its title', () => {
    render(<UsageFigure title="Language chosen" rows={ROWS} />);
    const table = screen.getByRole('table', { name: 'Language chosen' });
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    // The row of zeros is left out: staff read what happened.
    expect(cells).toEqual(['4', '2']);
  });

  it('draws each count as a bar, as long as it is against the largest', () => {
    render(<UsageFigure title="Language chosen" rows={ROWS} />);
    expect(barOf('Français').style.inlineSize).toBe('100%');
    expect(barOf('English').style.inlineSize).toBe('50%');
  });

  it('keeps the bars from assistive technology: the numbers say it', () => {
    render(<UsageFigure title="Language chosen" rows={ROWS} />);
    expect(barOf('English').closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('draws no table for a table of zeros, and says nothing was counted', () => {
    render(<UsageFigure title="Pages seen" rows={[{ key: 'home', label: 'Home', count: 0 }]} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('region', { name: 'Pages seen' })).toHaveTextContent(
      'Nothing counted yet.',
    );
  });
});
