import { describe, expect, it } from 'vitest';
import type { UsageEvent } from '../../lib/usage/usageReducer';
import { createSlideClock, MAX_SLIDE_MS, SESSION_GAP_MS } from './slideClock';

/** A wall clock and a monotonic one that move together unless a test says otherwise. */
function fakeClocks() {
  const time = { wall: 1_000, monotonic: 0 };
  const events: UsageEvent[] = [];
  const clock = createSlideClock((event) => events.push(event), {
    wall: () => time.wall,
    monotonic: () => time.monotonic,
  });
  const pass = (ms: number): void => {
    time.wall += ms;
    time.monotonic += ms;
  };
  return { time, events, clock, pass };
}

describe('the slide clock', () => {
  it('counts a session, and each slide with its seconds on screen, black screen left out', () => {
    const { events, clock, pass } = fakeClocks();
    clock.show('home');
    clock.show('home');
    pass(30_000);
    clock.show('pricing');
    pass(10_000);
    clock.blank(true);
    pass(60_000);
    clock.blank(false);
    pass(5_000);
    clock.end();
    clock.end();
    expect(events).toEqual([
      { type: 'session-start', at: 1_000 },
      { type: 'slide', slide: 'home', seconds: 30, at: 31_000 },
      { type: 'slide', slide: 'pricing', seconds: 15, at: 106_000 },
      { type: 'session-end', startedAt: 1_000, endedAt: 106_000 },
    ]);
  });

  it('does not count the slides a presenter clicks past on the way to another as shown', () => {
    const { events, clock, pass } = fakeClocks();
    clock.show('home');
    for (const slide of ['feature-workspace', 'feature-sharing', 'feature-anywhere']) {
      pass(300);
      clock.show(slide);
    }
    pass(40_000);
    clock.show('pricing');
    pass(1_999);
    clock.end();
    expect(events.filter((event) => event.type === 'slide')).toEqual([
      { type: 'slide', slide: 'feature-anywhere', seconds: 40, at: 41_900 },
    ]);
  });

  it('leaves out the time the page is hidden, and times by the monotonic clock, not the wall', () => {
    const { time, events, clock, pass } = fakeClocks();
    clock.show('home');
    pass(20_000);
    clock.hidden(true);
    pass(15 * 60_000);
    clock.hidden(false);
    // The system clock set back an hour while on screen: the seconds do not go negative.
    time.wall -= 3_600_000;
    time.monotonic += 10_000;
    clock.show('faq');
    expect(events[1]).toMatchObject({ type: 'slide', slide: 'home', seconds: 30 });
  });

  it('caps a slide left on screen, and ends the session where a long-hidden page stopped', () => {
    const { events, clock, pass } = fakeClocks();
    clock.show('home');
    pass(MAX_SLIDE_MS * 3);
    clock.show('faq');
    pass(60_000);
    clock.hidden(true);
    pass(SESSION_GAP_MS + 8 * 3_600_000);
    clock.hidden(false);
    pass(5_000);
    clock.end();
    const endAt = 1_000 + MAX_SLIDE_MS * 3 + 60_000;
    expect(events).toEqual([
      { type: 'session-start', at: 1_000 },
      { type: 'slide', slide: 'home', seconds: MAX_SLIDE_MS / 1000, at: 1_000 + MAX_SLIDE_MS * 3 },
      { type: 'slide', slide: 'faq', seconds: 60, at: expect.any(Number) },
      { type: 'session-end', startedAt: 1_000, endedAt: endAt },
      // The morning: the same slide opens a new session, counted if it stays long enough.
      { type: 'session-start', at: expect.any(Number) },
      { type: 'slide', slide: 'faq', seconds: 5, at: expect.any(Number) },
      { type: 'session-end', startedAt: expect.any(Number), endedAt: expect.any(Number) },
    ]);
  });
});
