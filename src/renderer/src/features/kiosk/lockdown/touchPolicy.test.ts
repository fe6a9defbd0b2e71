import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyTouchPolicy, POINTER_HIDE_MS } from './touchPolicy';

describe('kiosk touch policy', () => {
  let undo: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    undo = applyTouchPolicy();
  });
  afterEach(() => {
    undo();
    vi.useRealTimers();
  });

  const root = document.documentElement;
  const dispatch = (event: Event): boolean => !window.dispatchEvent(event);

  it('marks the page as a kiosk and undoes it all', () => {
    expect(root).toHaveClass('kiosk');
    undo();
    expect(root).not.toHaveClass('kiosk');
    expect(dispatch(new MouseEvent('contextmenu', { cancelable: true }))).toBe(false);
    undo = applyTouchPolicy();
  });

  it('hides the pointer after a few still seconds and shows it on movement', () => {
    vi.advanceTimersByTime(POINTER_HIDE_MS - 1);
    expect(root).not.toHaveClass('pointer-idle');
    vi.advanceTimersByTime(1);
    expect(root).toHaveClass('pointer-idle');
    window.dispatchEvent(new Event('pointermove'));
    expect(root).not.toHaveClass('pointer-idle');
  });

  it('blocks the context menu, ctrl-wheel and ctrl-key zoom, but not plain keys or scrolling', () => {
    expect(dispatch(new MouseEvent('contextmenu', { cancelable: true }))).toBe(true);
    expect(dispatch(new WheelEvent('wheel', { ctrlKey: true, cancelable: true }))).toBe(true);
    expect(dispatch(new WheelEvent('wheel', { cancelable: true }))).toBe(false);
    expect(
      dispatch(new KeyboardEvent('keydown', { key: '+', ctrlKey: true, cancelable: true })),
    ).toBe(true);
    expect(
      dispatch(new KeyboardEvent('keydown', { key: '0', metaKey: true, cancelable: true })),
    ).toBe(true);
    expect(dispatch(new KeyboardEvent('keydown', { key: '0', cancelable: true }))).toBe(false);
  });
});
