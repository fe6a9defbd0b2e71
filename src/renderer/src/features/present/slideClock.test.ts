import { describe, expect, it } from 'vitest';
import type { UsageEvent } from '../../lib/usage/usageReducer';
import { createSlideClock } from './slideClock';

describe('the slide clock', () => {
  it('counts a session, and each slide with its seconds on screen, black screen left out', () => {
    let now = 1_000;
    const events: UsageEvent[] = [];
    const clock = createSlideClock(
      (event) => events.push(event),
      () => now,
    );
    clock.show('home');
    clock.show('home');
    now += 30_000;
    clock.show('pricing');
    now += 10_000;
    clock.blank(true);
    now += 60_000;
    clock.blank(false);
    now += 5_000;
    clock.end();
    clock.end();
    expect(events).toEqual([
      { type: 'session-start', at: 1_000 },
      { type: 'slide', slide: 'home', seconds: 30, at: 31_000 },
      { type: 'slide', slide: 'pricing', seconds: 15, at: 106_000 },
      { type: 'session-end', startedAt: 1_000, endedAt: 106_000 },
    ]);
  });
});
