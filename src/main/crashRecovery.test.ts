import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACKOFF_MS, createCrashRecovery } from './crashRecovery';

describe('crash and hang recovery', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = () => {
    const reload = vi.fn();
    const recovery = createCrashRecovery({
      reload,
      now: () => Date.now(),
      schedule: (callback, ms) => setTimeout(callback, ms),
    });
    return { reload, recovery };
  };

  it('reloads at once after a first crash', () => {
    const { reload, recovery } = setup();
    expect(recovery.onFailure()).toBe(0);
    vi.advanceTimersByTime(0);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('backs off after repeated crashes within a minute', () => {
    const { reload, recovery } = setup();
    const delays: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      delays.push(recovery.onFailure());
      vi.advanceTimersByTime(delays.at(-1) ?? 0);
    }
    expect(delays).toEqual([0, 1_000, 5_000, 30_000, 60_000]);
    expect(reload).toHaveBeenCalledTimes(5);
    expect(BACKOFF_MS[0]).toBe(0);
  });

  it('waits out the backoff before reloading', () => {
    const { reload, recovery } = setup();
    recovery.onFailure();
    vi.advanceTimersByTime(0);
    recovery.onFailure();
    vi.advanceTimersByTime(999);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('schedules one reload for a burst of failures (crash + unresponsive)', () => {
    const { reload, recovery } = setup();
    recovery.onFailure();
    recovery.onFailure();
    vi.advanceTimersByTime(10_000);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('forgets crashes older than a minute', () => {
    const { recovery } = setup();
    recovery.onFailure();
    vi.advanceTimersByTime(0);
    recovery.onFailure();
    vi.advanceTimersByTime(61_000);
    expect(recovery.onFailure()).toBe(0);
    expect(recovery.recentFailures()).toBe(1);
  });
});
