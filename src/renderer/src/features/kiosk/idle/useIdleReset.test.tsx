import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useKioskStore } from '../kioskStore';
import { useSiteRun } from '../../../store/siteRun';
import { useIdleReset } from './useIdleReset';
import { IdleWarning } from './IdleWarning';

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

/** A kiosk visit with its "Still there?" warning, over a page with a button that counts. */
function KioskVisit({ onChoose }: { onChoose: () => void }) {
  const stay = useIdleReset(true);
  return (
    <>
      <button type="button" onClick={onChoose} onMouseDown={onChoose}>
        Choose Solo
      </button>
      <IdleWarning onStay={stay} />
    </>
  );
}

/** The visit on `/`, left alone until the warning shows; `choose` counts what reaches the button. */
function startWarnedVisit() {
  const choose = vi.fn();
  render(
    <MemoryRouter initialEntries={['/']}>
      <KioskVisit onChoose={choose} />
    </MemoryRouter>,
  );
  act(() => vi.advanceTimersByTime(90_000));
  const warning = screen.getByRole('dialog', { name: 'Still there?' });
  const beneath = screen.getByRole('button', { name: 'Choose Solo' });
  return { choose, warning, beneath };
}

/** The rest of a tap after its pointerdown, as a touch screen sends it: mouse down, up, click. */
function restOfTap(target: Element): void {
  fireEvent.mouseDown(target);
  fireEvent.mouseUp(target);
  fireEvent.click(target);
}

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

describe('a mouse on the "Still there?" warning (R5-08)', () => {
  it('keeps a visit alive by moving, but only its press answers the warning, and that click presses nothing beneath', () => {
    startVisit();
    act(() => vi.advanceTimersByTime(60_000));
    act(() => void window.dispatchEvent(new Event('pointermove')));
    act(() => vi.advanceTimersByTime(60_000));
    expect(useKioskStore.getState().warningSecondsLeft).toBeNull();
    cleanup();

    const { choose, warning, beneath } = startWarnedVisit();
    // The mouse heads for the warning's button, across the page.
    fireEvent.pointerMove(beneath);
    fireEvent.pointerMove(warning);
    expect(screen.getByRole('dialog', { name: 'Still there?' })).toBeInTheDocument();
    fireEvent.pointerDown(warning);
    expect(screen.queryByRole('dialog')).toBeNull();
    restOfTap(beneath);
    expect(choose).not.toHaveBeenCalled();
  });
});

describe('a tap on the "Still there?" warning (R4-05)', () => {
  it('only dismisses it: the rest of that tap, landing on the button beneath, presses nothing; the next tap does', () => {
    const { choose, warning, beneath } = startWarnedVisit();
    // The finger comes down on the warning, which leaves the page at once: the
    // rest of the same tap lands on what was under it.
    fireEvent.pointerDown(warning);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useKioskStore.getState().warningSecondsLeft).toBeNull();
    restOfTap(beneath);
    expect(choose).not.toHaveBeenCalled();
    // A separate tap is the visitor's own.
    fireEvent.pointerDown(beneath);
    restOfTap(beneath);
    expect(choose).toHaveBeenCalledTimes(2);
  });

  it('on "I’m still here" counts as staying, and its click presses nothing beneath', () => {
    const { choose, beneath } = startWarnedVisit();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'I’m still here' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    restOfTap(beneath);
    expect(choose).not.toHaveBeenCalled();
    // The full idle period again before the next warning.
    act(() => vi.advanceTimersByTime(89_999));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('dialog', { name: 'Still there?' })).toBeInTheDocument();
  });

  it('swallows no tap when no warning was showing', () => {
    const choose = vi.fn();
    render(
      <MemoryRouter initialEntries={['/']}>
        <KioskVisit onChoose={choose} />
      </MemoryRouter>,
    );
    act(() => vi.advanceTimersByTime(60_000));
    const beneath = screen.getByRole('button', { name: 'Choose Solo' });
    fireEvent.pointerDown(beneath);
    restOfTap(beneath);
    expect(choose).toHaveBeenCalledTimes(2);
  });

  it('swallows nothing after a tap that turned into a scroll (pointercancel: no click comes)', () => {
    const { choose, beneath } = startWarnedVisit();
    fireEvent.pointerDown(screen.getByRole('dialog'));
    fireEvent.pointerCancel(beneath);
    // A click without a pointerdown of its own: Enter or Space on a focused button.
    fireEvent.click(beneath);
    expect(choose).toHaveBeenCalledTimes(1);
  });

  it('lets the next tap through when the dismissing tap sent no click', () => {
    const { choose, warning, beneath } = startWarnedVisit();
    fireEvent.pointerDown(warning);
    fireEvent.pointerDown(beneath);
    restOfTap(beneath);
    expect(choose).toHaveBeenCalledTimes(2);
  });

  it('leaves the keyboard alone: a key after the tap ends it, and a key on "I’m still here" swallows nothing', () => {
    const { choose, warning, beneath } = startWarnedVisit();
    fireEvent.pointerDown(warning);
    fireEvent.keyDown(beneath, { key: 'Enter' });
    fireEvent.click(beneath);
    expect(choose).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(90_000));
    const stay = screen.getByRole('button', { name: 'I’m still here' });
    fireEvent.keyDown(stay, { key: 'Enter' });
    fireEvent.click(stay);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(beneath);
    expect(choose).toHaveBeenCalledTimes(2);
  });

  it('leaves no listener on the window once the visit ends, a tap still waiting for its click included', () => {
    // Each listener the window holds, by its type, phase and identity.
    const live = new Set<string>();
    const listeners: unknown[] = [];
    const key = (type: string, listener: unknown, options?: boolean | EventListenerOptions) => {
      const capture = typeof options === 'boolean' ? options : Boolean(options?.capture);
      return JSON.stringify([type, capture, listeners.indexOf(listener)]);
    };
    const add = window.addEventListener.bind(window);
    const remove = window.removeEventListener.bind(window);
    vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
      if (!listeners.includes(listener)) listeners.push(listener);
      live.add(key(type, listener, options));
      add(type, listener, options);
    });
    vi.spyOn(window, 'removeEventListener').mockImplementation((type, listener, options) => {
      live.delete(key(type, listener, options));
      remove(type, listener, options);
    });
    const { warning } = startWarnedVisit();
    // Two warnings dismissed by taps whose clicks never came.
    fireEvent.pointerDown(warning);
    act(() => vi.advanceTimersByTime(90_000));
    fireEvent.pointerDown(screen.getByRole('dialog'));
    expect(live.size).toBeGreaterThan(0);
    cleanup();
    expect([...live]).toEqual([]);
  });
});
