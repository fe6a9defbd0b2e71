import { describe, expect, it } from 'vitest';
import { PASSER_BY_MS, PRESENCE_MS, QR_SEEN_MS } from '@shared/usageSchema';
import { createSessionTracker } from './sessionTracker';
import type { UsageEvent } from '../../../lib/usage/usageReducer';

/** A tracker on two clocks that move together, unless a test jumps the wall clock alone. */
function setup() {
  const events: UsageEvent[] = [];
  let wall = 1_000_000;
  let mono = 500;
  const tracker = createSessionTracker((event) => events.push(event), {
    wall: () => wall,
    mono: () => mono,
  });
  const advance = (ms: number): void => {
    wall += ms;
    mono += ms;
  };
  return {
    events,
    tracker,
    advance,
    now: () => wall,
    jumpWallClock: (ms: number) => (wall += ms),
    /** Tallies recorded, as `tally:key`. */
    tallies: () =>
      events.flatMap((event) => (event.type === 'tally' ? [`${event.tally}:${event.key}`] : [])),
  };
}

describe('session tracker', () => {
  it('counts nothing outside a session (attract loop, idle reset)', () => {
    const { events, tracker } = setup();
    tracker.seen('routes', '/');
    tracker.counted('qr', 'store');
    tracker.search();
    tracker.activity();
    tracker.end();
    expect(events).toEqual([]);
  });

  it('starts once, and ends with the length up to the last input', () => {
    const { events, tracker, advance } = setup();
    tracker.start();
    const startedAt = (events[0] as { at: number }).at;
    tracker.start();
    advance(40_000);
    tracker.activity();
    advance(100_000); // idle period and warning: not part of the visit
    tracker.end();
    tracker.end();
    expect(events).toEqual([
      { type: 'session-start', at: startedAt },
      { type: 'session-end', startedAt, endedAt: startedAt + 40_000, lengthMs: 40_000 },
    ]);
  });

  it('counts routes, sections and languages once per session, QR and FAQ each time', () => {
    const { events, tracker, now } = setup();
    tracker.start();
    tracker.seen('sections', 'pricing');
    tracker.seen('sections', 'pricing');
    tracker.seen('routes', 'pricing');
    tracker.counted('qr', 'store');
    tracker.counted('qr', 'store');
    tracker.search();
    tracker.end();
    tracker.start();
    tracker.seen('sections', 'pricing');
    const tallies = events
      .filter((event) => event.type === 'tally' || event.type === 'search')
      .map((event) => (event.type === 'tally' ? `${event.tally}:${event.key}` : 'search'));
    expect(tallies).toEqual([
      'sections:pricing',
      'routes:pricing',
      'qr:store',
      'qr:store',
      'search',
      'sections:pricing',
    ]);
    expect(events.at(-1)).toEqual({ type: 'tally', tally: 'sections', key: 'pricing', at: now() });
  });

  it('tells once per visit, at its end, whether it reached a store code: a tap wins over a code seen', () => {
    const { tracker, advance, tallies } = setup();
    // Each visit stays 10 s (a visit, not a passer-by), touching as it goes.
    const stay = (): void => {
      advance(QR_SEEN_MS);
      tracker.activity();
      advance(QR_SEEN_MS);
      tracker.activity();
    };
    tracker.storeCodeSeen('hero-qr'); // no visit yet
    tracker.start();
    advance(QR_SEEN_MS);
    tracker.storeCodeSeen('hero-qr');
    tracker.storeCodeSeen('hero-qr');
    tracker.storeTapped();
    stay();
    expect(tallies()).toEqual([]); // told at the end only
    tracker.end();
    tracker.start();
    advance(QR_SEEN_MS);
    tracker.storeCodeSeen('hero-qr');
    stay();
    tracker.end();
    tracker.start();
    stay();
    tracker.end();
    expect(tallies()).toEqual(['shown:hero-qr', 'reached:tapped', 'shown:hero-qr', 'reached:seen']);
  });

  it('a passer-by (gone within PASSER_BY_MS) reaches nothing, even with a code on screen past their going', () => {
    const { events, tracker, advance, tallies } = setup();
    tracker.start();
    advance(300);
    tracker.activity(); // their one touch, then gone
    advance(QR_SEEN_MS); // the hero's code stays on screen 5 s: within 30 s of a touch
    tracker.storeCodeSeen('hero-qr');
    tracker.storeTapped();
    advance(60_000);
    tracker.end();
    expect(tallies()).toEqual([]);
    expect(events.at(-1)).toMatchObject({ type: 'session-end', lengthMs: 300 });
    // One who stays PASSER_BY_MS is a visit: what they reached counts.
    tracker.start();
    advance(QR_SEEN_MS);
    tracker.storeCodeSeen('hero-qr');
    advance(PASSER_BY_MS - QR_SEEN_MS);
    tracker.activity();
    tracker.end();
    expect(tallies()).toEqual(['shown:hero-qr', 'reached:seen']);
  });

  it('a store code is seen only while someone is there: a touch within PRESENCE_MS, for QR_SEEN_MS', () => {
    const { tracker, advance, tallies } = setup();
    tracker.start();
    advance(20_000);
    tracker.activity(); // a visit of 20 s so far
    advance(PRESENCE_MS + 1); // nobody has touched for over 30 s
    tracker.storeCodeSeen('hero-qr');
    expect(tracker.activity()).toBe(true); // someone back: the codes on screen wait again
    advance(QR_SEEN_MS - 1);
    tracker.storeCodeSeen('hero-qr'); // back for less than 5 s
    tracker.end();
    expect(tallies()).toEqual([]);
    tracker.start();
    advance(1000);
    expect(tracker.activity()).toBe(false);
    advance(QR_SEEN_MS);
    tracker.storeCodeSeen('hero-qr'); // there for 6 s, last touch 5 s ago
    tracker.activity(); // and still there: a visit
    tracker.end();
    expect(tallies()).toEqual(['shown:hero-qr', 'reached:seen']);
  });

  it('times a visit on the monotonic clock: a wall-clock jump mid-visit does not change its length', () => {
    const { events, tracker, advance, jumpWallClock } = setup();
    tracker.start();
    const startedAt = (events[0] as { at: number }).at;
    advance(4000);
    jumpWallClock(3 * 60_000); // the kiosk's clock set or synced mid-visit
    advance(6000);
    tracker.activity();
    tracker.end();
    expect(events.at(-1)).toEqual({
      type: 'session-end',
      startedAt, // the day and hour: from the wall clock at the start
      endedAt: startedAt + 10_000,
      lengthMs: 10_000,
    });
  });
});
