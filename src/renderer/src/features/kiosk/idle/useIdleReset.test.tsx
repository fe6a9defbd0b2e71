import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useKioskStore } from '../kioskStore';
import { useSiteRun } from '../../../store/siteRun';
import { useIdleReset } from './useIdleReset';

const router: { navigate: NavigateFunction } = { navigate: () => undefined };

function Visit() {
  const navigate = useNavigate();
  useEffect(() => {
    router.navigate = navigate;
  });
  useIdleReset(true);
  return null;
}

/** A kiosk visit on `/`, its idle timer running. */
const startVisit = () =>
  render(
    <MemoryRouter initialEntries={['/']}>
      <Visit />
    </MemoryRouter>,
  );

beforeEach(() => {
  vi.useFakeTimers();
  useSiteRun.setState({ idleSeconds: 90 });
});

afterEach(() => {
  vi.useRealTimers();
  useKioskStore.getState().setWarning(null);
});

describe('useIdleReset', () => {
  it('keeps counting across the pages a visitor opens: a route change is not activity', () => {
    startVisit();
    act(() => vi.advanceTimersByTime(60_000));
    act(() => void router.navigate('/console'));
    act(() => vi.advanceTimersByTime(31_000));
    expect(useKioskStore.getState().warningSecondsLeft).not.toBeNull();
  });

  it('is kept alive by a touch, not by the page scrolling by itself', () => {
    startVisit();
    act(() => vi.advanceTimersByTime(60_000));
    act(() => void window.dispatchEvent(new Event('scroll')));
    act(() => vi.advanceTimersByTime(31_000));
    expect(useKioskStore.getState().warningSecondsLeft).not.toBeNull();
    // The warning shows; a scroll leaves it, a touch dismisses it.
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(useKioskStore.getState().warningSecondsLeft).not.toBeNull();
    act(() => void window.dispatchEvent(new Event('pointerdown')));
    expect(useKioskStore.getState().warningSecondsLeft).toBeNull();
  });
});
