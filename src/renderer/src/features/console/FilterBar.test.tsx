import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOnScreenKeyboard } from '../../store/onScreenKeyboard';
import { PUBLIC_WEBSITE, useSiteRun } from '../../store/siteRun';
import { CONSOLE_SEARCH_ID, FILTERS_TOGGLE_ID, FilterBar, SHORT_SCREEN } from './FilterBar';

/** The screen's height against SHORT_SCREEN, as matchMedia answers it. */
function screenIsShort(short: boolean): void {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: query === SHORT_SCREEN && short,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

const filters = (): HTMLElement => document.getElementById('console-filters') as HTMLElement;
const toggleBox = (): HTMLElement =>
  (document.getElementById(FILTERS_TOGGLE_ID) as HTMLElement).parentElement as HTMLElement;

/** Shown from md up, and on a phone when unfolded; hidden by its own classes when folded. */
function filtersShown(): boolean {
  return filters().classList.contains('d-md-block') && !toggleBox().classList.contains('d-none');
}

async function touchSearch(): Promise<void> {
  await userEvent.pointer({
    keys: '[MouseLeft]',
    target: document.getElementById(CONSOLE_SEARCH_ID) as HTMLElement,
  });
}

describe('the console filters while the on-screen keyboard is open', () => {
  beforeEach(() => useOnScreenKeyboard.getState().on('reset'));
  afterEach(() => {
    vi.unstubAllGlobals();
    useSiteRun.setState(PUBLIC_WEBSITE, true);
    useOnScreenKeyboard.getState().on('reset');
  });

  it("fold on a kiosk's short screen, button and menus, and come back unfolded as they were", async () => {
    screenIsShort(true);
    useSiteRun.setState({ ...PUBLIC_WEBSITE, kiosk: true }, true);
    render(<FilterBar />);
    await userEvent.click(document.getElementById(FILTERS_TOGGLE_ID) as HTMLElement);
    expect(filters()).toHaveClass('show');
    await touchSearch();
    expect(useOnScreenKeyboard.getState().open).toBe(true);
    expect(filters()).not.toHaveClass('d-md-block');
    expect(filters()).not.toHaveClass('show');
    expect(toggleBox()).toHaveClass('d-none');
    expect(screen.getByRole('searchbox')).toBeVisible();
    act(() => useOnScreenKeyboard.getState().on('done'));
    expect(filtersShown()).toBe(true);
    expect(filters()).toHaveClass('show');
  });

  it('stay on a tall kiosk screen, and on the website, where a touch opens no keyboard', async () => {
    screenIsShort(false);
    useSiteRun.setState({ ...PUBLIC_WEBSITE, kiosk: true }, true);
    const { unmount } = render(<FilterBar />);
    await touchSearch();
    expect(useOnScreenKeyboard.getState().open).toBe(true);
    expect(filtersShown()).toBe(true);
    unmount();

    screenIsShort(true);
    useSiteRun.setState(PUBLIC_WEBSITE, true);
    render(<FilterBar />);
    await touchSearch();
    expect(filtersShown()).toBe(true);
  });
});
