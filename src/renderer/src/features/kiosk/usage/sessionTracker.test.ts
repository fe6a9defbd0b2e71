import { describe, expect, it } from 'vitest';
import { createSessionTracker } from './sessionTracker';
import type { UsageEvent } from '../../../lib/usage/usageReducer';

function setup() {
  const events: UsageEvent[] = [];
  let time = 1_000_000;
  const tracker = createSessionTracker(
    (event) => events.push(event),
    () => time,
  );
  return { events, tracker, advance: (ms: number) => (time += ms), now: () => time };
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
      { type: 'session-end', startedAt, endedAt: startedAt + 40_000 },
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
    const { events, tracker } = setup();
    const reached = () =>
      events.flatMap((event) =>
        event.type === 'tally' && event.tally !== 'qr' ? [`${event.tally}:${event.key}`] : [],
      );
    tracker.storeCodeSeen('hero-qr'); // no visit yet
    tracker.start();
    tracker.storeCodeSeen('hero-qr');
    tracker.storeCodeSeen('hero-qr');
    tracker.storeTapped();
    expect(reached()).toEqual(['shown:hero-qr']);
    tracker.end();
    tracker.start();
    tracker.storeCodeSeen('hero-qr');
    tracker.end();
    tracker.start();
    tracker.end();
    expect(reached()).toEqual(['shown:hero-qr', 'reached:tapped', 'shown:hero-qr', 'reached:seen']);
  });
});
