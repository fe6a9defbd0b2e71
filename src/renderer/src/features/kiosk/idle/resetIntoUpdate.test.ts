import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppUpdate } from '../../../store/appUpdate';
import { resetIntoUpdate, TAKEOVER_LIMIT_MS } from './resetIntoUpdate';

/** What the page does from the reset on, in order: the test's record. */
let events: string[] = [];
const record = (event: string) => () => void events.push(event);
/** The address changing (Chromium then fetches the favicon through the old worker). */
const addressChanges = vi.fn();
let replaceState: typeof window.history.replaceState;

beforeEach(() => {
  vi.useFakeTimers();
  window.history.replaceState(null, '', '#/console');
  events = [];
  replaceState = window.history.replaceState.bind(window.history);
  vi.spyOn(window.history, 'replaceState').mockImplementation((...args) => {
    addressChanges();
    replaceState(...args);
  });
});

afterEach(() => {
  // A reset still waiting gives up, so its listeners go with the test.
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
  useAppUpdate.setState({ apply: null, reloadIntoNew: null });
});

/** The new version takes control: serviceWorker.ts hands over its reload. */
const takeOver = () =>
  useAppUpdate.setState({
    apply: null,
    reloadIntoNew: () => void events.push(`reload at ${window.location.hash}`),
  });

describe('resetIntoUpdate', () => {
  it('with nothing new, leaves the reset to the caller', () => {
    const resetInPlace = vi.fn();
    expect(resetIntoUpdate(resetInPlace)).toBe(false);
    expect(resetInPlace).not.toHaveBeenCalled();
    expect(addressChanges).not.toHaveBeenCalled();
  });

  // Review R4-04: the reset rendered the landing page (its chunks through the old worker), then
  // asked the new version to take over, which Chromium then held until the old worker idled.
  it('asks the waiting version to take over before the page changes anything, then reloads at #/', () => {
    useAppUpdate.getState().offer(record('skip waiting'));
    const resetInPlace = vi.fn(record('reset in place'));

    expect(resetIntoUpdate(resetInPlace)).toBe(true);
    expect(events).toEqual(['skip waiting']);
    expect(addressChanges).not.toHaveBeenCalled();

    vi.advanceTimersByTime(TAKEOVER_LIMIT_MS - 1);
    takeOver();
    expect(events).toEqual(['skip waiting', 'reload at #/']);
    // Once: the limit no longer resets in place.
    vi.advanceTimersByTime(TAKEOVER_LIMIT_MS);
    expect(resetInPlace).not.toHaveBeenCalled();
  });

  it('resets in place when the new version has not taken control in time; a later take-over does not reload', () => {
    useAppUpdate.getState().offer(record('skip waiting'));
    resetIntoUpdate(record('reset in place'));
    vi.advanceTimersByTime(TAKEOVER_LIMIT_MS);
    takeOver();
    expect(events).toEqual(['skip waiting', 'reset in place']);
  });

  it('resets in place at once when a visitor touches the screen before the take-over', () => {
    useAppUpdate.getState().offer(record('skip waiting'));
    resetIntoUpdate(record('reset in place'));
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    takeOver();
    vi.advanceTimersByTime(TAKEOVER_LIMIT_MS);
    expect(events).toEqual(['skip waiting', 'reset in place']);
  });

  it('with a new version already in control, reloads into it at once', () => {
    takeOver();
    const resetInPlace = vi.fn();
    expect(resetIntoUpdate(resetInPlace)).toBe(true);
    expect(events).toEqual(['reload at #/']);
    vi.advanceTimersByTime(TAKEOVER_LIMIT_MS);
    expect(resetInPlace).not.toHaveBeenCalled();
  });
});
