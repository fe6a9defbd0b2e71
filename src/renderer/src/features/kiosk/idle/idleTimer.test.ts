import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleTimer } from './idleTimer';

describe('idle timer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = () => {
    const events: string[] = [];
    const timer = createIdleTimer({
      idleMs: 90_000,
      warningMs: 10_000,
      onCountdown: (left) => events.push(`countdown ${left}`),
      onDismiss: () => events.push('dismiss'),
      onReset: () => events.push('reset'),
    });
    return { events, timer };
  };

  it('warns after 90 s, counts down, and resets at 100 s', () => {
    const { events } = setup();
    vi.advanceTimersByTime(89_999);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(['countdown 10']);
    vi.advanceTimersByTime(9_000);
    expect(events.at(-1)).toBe('countdown 1');
    expect(events).not.toContain('reset');
    vi.advanceTimersByTime(1_000);
    expect(events.at(-1)).toBe('reset');
  });

  it('never fires while the visitor keeps being active', () => {
    const { events, timer } = setup();
    for (let i = 0; i < 20; i += 1) {
      vi.advanceTimersByTime(60_000);
      timer.activity();
    }
    expect(events).toEqual([]);
  });

  it('any activity during the warning dismisses it and restarts the full delay', () => {
    const { events, timer } = setup();
    vi.advanceTimersByTime(95_000);
    timer.activity();
    expect(events.at(-1)).toBe('dismiss');
    vi.advanceTimersByTime(89_000);
    expect(events).not.toContain('reset');
    vi.advanceTimersByTime(1_000);
    expect(events.at(-1)).toBe('countdown 10');
  });

  it('a presence (a mouse moving) restarts the idle period but leaves a showing warning up', () => {
    const { events, timer } = setup();
    vi.advanceTimersByTime(60_000);
    timer.presence();
    vi.advanceTimersByTime(89_000);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1_000);
    expect(events).toEqual(['countdown 10']);
    timer.presence();
    expect(events).not.toContain('dismiss');
    vi.advanceTimersByTime(10_000);
    expect(events).toContain('reset');
  });

  it('says which activity dismissed the warning: only the one that found it showing', () => {
    const { timer } = setup();
    vi.advanceTimersByTime(60_000);
    expect(timer.activity()).toBe(false);
    vi.advanceTimersByTime(95_000);
    expect(timer.activity()).toBe(true);
    expect(timer.activity()).toBe(false);
    vi.advanceTimersByTime(90_000);
    timer.stop();
    expect(timer.activity()).toBe(false);
  });

  it('starts a fresh cycle after a reset and stops cleanly', () => {
    const { events, timer } = setup();
    vi.advanceTimersByTime(100_000);
    expect(events.filter((e) => e === 'reset')).toHaveLength(1);
    vi.advanceTimersByTime(90_000);
    expect(events.at(-1)).toBe('countdown 10');
    timer.stop();
    vi.advanceTimersByTime(60_000);
    expect(events.filter((e) => e === 'reset')).toHaveLength(1);
  });

  it('stays stopped: a late "stay" after stop starts nothing', () => {
    const { events, timer } = setup();
    vi.advanceTimersByTime(90_000);
    timer.stop();
    timer.activity();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(10 * 60_000);
    expect(events).toEqual(['countdown 10']);
  });

  it('stays stopped when the reset itself stops it', () => {
    const events: string[] = [];
    const timer = createIdleTimer({
      idleMs: 15_000,
      warningMs: 10_000,
      onCountdown: (left) => events.push(`countdown ${left}`),
      onDismiss: () => undefined,
      // The kiosk's reset brings the attract loop back, whose owner stops the timer.
      onReset: () => {
        events.push('reset');
        timer.stop();
      },
    });
    vi.advanceTimersByTime(25_000);
    const countdown = Array.from({ length: 10 }, (_, index) => `countdown ${10 - index}`);
    expect(events).toEqual([...countdown, 'reset']);
    expect(vi.getTimerCount()).toBe(0);
  });
});
