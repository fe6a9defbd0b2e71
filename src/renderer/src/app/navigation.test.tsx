import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useMenuStore } from '../store/menu';
import { renderApp } from '../test/renderApp';

const menuButton = (): HTMLElement => screen.getByRole('button', { name: 'Menu' });
const mainNav = (): HTMLElement => screen.getByRole('list', { name: 'Main' });

describe('navbar entries', () => {
  it('on / scroll smoothly to the section and put its hash in the URL', async () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 2, name: 'Simple pricing' });
    await userEvent.click(within(mainNav()).getByRole('link', { name: 'Pricing' }));
    expect(router.location.pathname).toBe('/');
    expect(router.location.hash).toBe('#pricing');
    const target = scroll.mock.contexts.at(-1) as Element;
    expect(target.id).toBe('pricing');
    expect(scroll).toHaveBeenLastCalledWith({ behavior: 'smooth', block: 'start' });
  });

  it('scroll instantly when the visitor prefers reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderApp('/');
    await screen.findByRole('heading', { level: 2, name: 'Frequently asked questions' });
    await userEvent.click(within(mainNav()).getByRole('link', { name: 'FAQ' }));
    expect(scroll).toHaveBeenLastCalledWith({ behavior: 'auto', block: 'start' });
  });

  it('from another route navigate to / with the section hash, then scroll there', async () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { router } = renderApp('/privacy-policy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    const pricing = within(mainNav()).getByRole('link', { name: 'Pricing' });
    // A plain anchor: it works in the prerendered page before the app runs.
    expect(pricing).toHaveAttribute('href', '#pricing');
    await userEvent.click(pricing);
    expect(router.location.pathname).toBe('/');
    expect(router.location.hash).toBe('#pricing');
    expect((scroll.mock.contexts.at(-1) as Element).id).toBe('pricing');
  });

  it('a deep link to #pricing lands on the section once it has loaded', async () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderApp('/#pricing');
    await waitFor(() =>
      expect((scroll.mock.contexts.at(-1) as Element | undefined)?.id).toBe('pricing'),
    );
  });

  it('a route without a hash starts at the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { router } = renderApp('/');
    await act(() => router.navigate('/terms-of-use'));
    await screen.findByRole('heading', { level: 1, name: 'Terms of Use' });
    // The route's effects run after the page's commit, itself after its chunk: waited for.
    await waitFor(() =>
      expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' }),
    );
  });
});

describe('mobile menu', () => {
  it('opens and closes with the toggle, state in the store', async () => {
    renderApp('/');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menuButton());
    expect(useMenuStore.getState().open).toBe(true);
    // Open, the toggle says what it now does.
    const close = screen.getByRole('button', { name: 'Close the menu' });
    expect(close).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(close);
    expect(useMenuStore.getState().open).toBe(false);
  });

  it('closes when an entry is chosen', async () => {
    renderApp('/');
    await userEvent.click(menuButton());
    await userEvent.click(within(mainNav()).getByRole('link', { name: 'Features' }));
    expect(useMenuStore.getState().open).toBe(false);
  });

  it('closes on Escape and gives focus back to the toggle', async () => {
    renderApp('/');
    await userEvent.click(menuButton());
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(useMenuStore.getState().open).toBe(false);
    expect(menuButton()).toHaveFocus();
  });

  it('closes on route change', async () => {
    const { router } = renderApp('/');
    await userEvent.click(menuButton());
    await act(() => router.navigate('/videos'));
    await waitFor(() => expect(useMenuStore.getState().open).toBe(false));
  });
});

describe('document titles', () => {
  it.each([
    // As the prerendered page: the running app keeps the tab's title (review, 2026-11-26).
    ['/', 'Lyceo · Study app for Seconde, Première and Terminale'],
    ['/console', 'Document Console · Lyceo'],
    ['/videos', 'Educational Videos · Lyceo'],
    ['/privacy-policy', 'Privacy Policy · Lyceo'],
    ['/terms-of-use', 'Terms of Use · Lyceo'],
  ])('%s is titled "%s"', async (path, title) => {
    renderApp(path);
    await waitFor(() => expect(document.title).toBe(title));
  });
});
