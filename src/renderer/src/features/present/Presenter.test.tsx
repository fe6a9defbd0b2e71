import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocaleStore } from '../../store/locale';
import { usageSaved, useUsageStore, resetUsageStore } from '../../store/usageStore';
import { localDayKey } from '../../lib/usage/usageReducer';
import { startPresenter } from './Presenter';

const NOON = new Date(2026, 2, 14, 12).getTime();
const KEY = `${localDayKey(NOON)}//foire-2026/presentation`;

const press = (key: string): void => {
  fireEvent.keyDown(window, { key });
};
const heading = (): string => screen.getByRole('heading', { level: 2 }).textContent ?? '';
const deck = () => screen.getByRole('dialog');

describe('presenter mode', () => {
  let page: HTMLDivElement;
  beforeEach(async () => {
    // The wall clock (the day's counts) and the monotonic one (a slide's seconds), both faked.
    vi.useFakeTimers({ toFake: ['Date', 'performance'] });
    vi.setSystemTime(NOON);
    page = document.createElement('div');
    page.id = 'root';
    document.body.append(page);
    window.history.replaceState(null, '', '/?present=1&event=foire-2026#/');
    await act(() => startPresenter());
  });
  afterEach(async () => {
    if (document.querySelector('.present')) {
      press('Escape');
      fireEvent.click(await screen.findByRole('button', { name: 'Back to the site' }));
      await waitFor(() => expect(document.querySelector('.present')).toBeNull());
    }
    await usageSaved();
    resetUsageStore();
    localStorage.clear();
    page.remove();
    vi.useRealTimers();
    window.history.replaceState(null, '', '/');
  });

  it('covers the page, which waits under it out of reach, with the deck focused', () => {
    expect(deck()).toHaveAccessibleName('Lyceo: presentation');
    expect(deck()).toHaveFocus();
    expect(page).toHaveAttribute('inert');
    expect(heading()).toBe('Succeed from Seconde to Terminale with Lyceo');
    expect(screen.getByText('Slide 1 of 12')).toBeInTheDocument();
  });

  it("steps with a clicker's keys and the keyboard's, and stops at both ends", () => {
    press('PageDown');
    expect(heading()).toBe('Workspace');
    press('ArrowRight');
    press(' ');
    press('Enter');
    expect(screen.getByText('Slide 5 of 12')).toBeInTheDocument();
    press('PageUp');
    press('ArrowLeft');
    expect(screen.getByText('Slide 3 of 12')).toBeInTheDocument();
    press('End');
    expect(heading()).toBe('Scan to download');
    press('PageDown');
    expect(screen.getByText('Slide 12 of 12')).toBeInTheDocument();
    press('Home');
    expect(heading()).toBe('Succeed from Seconde to Terminale with Lyceo');
    // Told politely to screen readers.
    press('PageDown');
    expect(screen.getByText('Slide 2 of 12: Workspace')).toHaveAttribute('aria-live', 'polite');
  });

  it('blanks the screen with B or ".", and a slide key brings the same slide back', () => {
    press('PageDown');
    press('b');
    expect(document.querySelector('.present-blank')).not.toBeNull();
    expect(screen.getByText('Black screen. Press B to show the slide again.')).toBeInTheDocument();
    press('PageDown');
    expect(document.querySelector('.present-blank')).toBeNull();
    expect(heading()).toBe('Workspace');
    press('.');
    press('.');
    expect(document.querySelector('.present-blank')).toBeNull();
  });

  it('switches the language in place with L, on the same slide', async () => {
    press('End');
    press('PageUp');
    press('l');
    await waitFor(() => expect(screen.getByText('Diapositive 11 sur 12')).toBeInTheDocument());
    expect(heading()).toBe('Questions fréquentes');
    expect(useLocaleStore.getState().locale).toBe('fr');
    press('L');
    await waitFor(() => expect(heading()).toBe('Frequently asked questions'));
  });

  it('keeps a short store address in sight on every slide, then a closing code to scan', () => {
    const code = screen.getByRole('img', { name: /^QR code for / });
    // The host sends k/p/<event> on to the store link tagged utm_content=presentation (shortStoreLink.ts).
    expect(code).toHaveAttribute('data-qr-value', 'https://lyceo.cm/k/p/foire-2026');
    // No word alone on the caption's last lines: the last two of each are held together.
    expect(code.closest('figure')?.querySelector('figcaption')?.textContent).toBe(
      'Scan to get the\u00a0app or go to\u00a0lyceo.cm',
    );
    press('End');
    expect(screen.getAllByRole('img', { name: /^QR code for / })).toHaveLength(1);
  });

  it('answers each question on the FAQ slide in one line', () => {
    press('1');
    press('1');
    press('Enter');
    expect(heading()).toBe('Frequently asked questions');
    expect(screen.getByText('Is the app free?').nextElementSibling).toHaveTextContent(
      'Free in Seconde; a free plan from Première on.',
    );
  });

  it('Escape pauses the deck and keeps present=1; only "Back to the site" gives the page back', async () => {
    press('PageDown');
    press('Escape');
    expect(screen.getByText('The presentation is paused.')).toBeInTheDocument();
    expect(window.location.search).toContain('present=1');
    press('Escape');
    expect(screen.getByText('The presentation is paused.')).toBeInTheDocument();
    // A clicker's next key takes the deck back, on the same slide.
    press('PageDown');
    expect(screen.queryByText('The presentation is paused.')).toBeNull();
    expect(heading()).toBe('Workspace');
    press('Escape');
    fireEvent.click(screen.getByRole('button', { name: 'Back to the site' }));
    await waitFor(() => expect(document.querySelector('.present')).toBeNull());
    expect(page).not.toHaveAttribute('inert');
    expect(window.location.search).toBe('?event=foire-2026');
  });

  it('offers full screen at the first key of a deck opened from its address, and F takes it', () => {
    const request = vi.fn(() => Promise.resolve());
    document.documentElement.requestFullscreen = request;
    expect(screen.queryByText('Show the slides full screen?')).toBeNull();
    press('PageDown');
    expect(screen.getByText('Show the slides full screen?')).toBeInTheDocument();
    expect(heading()).toBe('Workspace');
    press('f');
    expect(request).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Show the slides full screen?')).toBeNull();
  });

  it('counts a session, each slide shown and its seconds, the paused time left out', async () => {
    vi.advanceTimersByTime(20_000);
    press('PageDown');
    vi.advanceTimersByTime(30_000);
    press('Escape');
    vi.advanceTimersByTime(600_000);
    fireEvent.click(screen.getByRole('button', { name: 'Back to the site' }));
    await waitFor(() => expect(document.querySelector('.present')).toBeNull());
    await usageSaved();
    expect(useUsageStore.getState().counts.days[KEY]).toMatchObject({
      sessions: 1,
      slides: { home: 1, 'feature-workspace': 1 },
      slideSeconds: { home: 20, 'feature-workspace': 30 },
    });
    expect(JSON.parse(localStorage.getItem('lyceo.kiosk.usage') ?? '{}').days[KEY].sessions).toBe(
      1,
    );
  });
});
