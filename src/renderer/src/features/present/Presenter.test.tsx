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
    vi.useFakeTimers({ toFake: ['Date'] });
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

  it('keeps the tagged store link in sight on every slide, then a closing code to scan', () => {
    const code = screen.getByRole('img', { name: /^QR code for / });
    const referrer = new URL(code.getAttribute('data-qr-value') ?? '').searchParams.get('referrer');
    expect(Object.fromEntries(new URLSearchParams(referrer ?? ''))).toEqual({
      utm_source: 'website',
      utm_medium: 'qr',
      utm_campaign: 'foire-2026',
      utm_content: 'presentation',
    });
    expect(screen.getByText('or go to lyceo.cm')).toBeInTheDocument();
    press('End');
    expect(screen.getAllByRole('img', { name: /^QR code for / })).toHaveLength(1);
  });

  it('counts a session, each slide shown and its seconds; Escape gives the page back', async () => {
    vi.setSystemTime(NOON + 20_000);
    press('PageDown');
    vi.setSystemTime(NOON + 50_000);
    press('Escape');
    await waitFor(() => expect(document.querySelector('.present')).toBeNull());
    expect(page).not.toHaveAttribute('inert');
    expect(window.location.search).toBe('?event=foire-2026');
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
