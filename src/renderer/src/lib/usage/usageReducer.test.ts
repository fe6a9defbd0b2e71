import { describe, expect, it } from 'vitest';
import {
  emptyDayUsage,
  isUsageCounts,
  MAX_COUNT,
  MAX_TALLY_KEYS,
  MAX_USAGE_BYTES,
  MAX_USAGE_DAYS,
  SESSION_LENGTH_BOUNDS,
  TALLY_KEY,
  USAGE_TALLIES,
  type DayUsage,
  type UsageCounts,
} from '@shared/usageSchema';
import {
  countUsage,
  emptyUsage,
  lengthBucket,
  localDayKey,
  medianVisitSeconds,
  MIN_VISITS_FOR_MEDIAN,
  normalizeUsage,
  addUsage,
  type KioskPlace,
  type UsageEvent,
} from './usageReducer';
import { routeKey, USAGE_KEYS } from './usageKeys';
import oldStore from './fixtures/usage-before-passers-by.json';

/** A local time on 14 March 2025 (month 2 is March), whatever the machine's time zone. */
const at = (hours: number, minutes = 0, seconds = 0, date = 14): number =>
  new Date(2025, 2, date, hours, minutes, seconds).getTime();
const DAY = '2025-03-14';

const run = (events: UsageEvent[], start = emptyUsage(), place?: KioskPlace): UsageCounts =>
  events.reduce((counts, event) => countUsage(counts, event, place), start);

describe('usage counters', () => {
  it('count each kind of event on its day', () => {
    const counts = run([
      { type: 'session-start', at: at(10) },
      { type: 'tally', tally: 'languages', key: 'fr', at: at(10, 1) },
      { type: 'tally', tally: 'routes', key: '/console', at: at(10, 1) },
      { type: 'tally', tally: 'sections', key: 'pricing', at: at(10, 2) },
      { type: 'tally', tally: 'qr', key: 'whatsapp', at: at(10, 2) },
      { type: 'tally', tally: 'qr', key: 'whatsapp', at: at(10, 3) },
      { type: 'tally', tally: 'faq', key: 'free', at: at(10, 3) },
      { type: 'tally', tally: 'shown', key: 'hero-qr', at: at(10, 3) },
      { type: 'search', at: at(10, 4) },
      { type: 'session-end', startedAt: at(10), endedAt: at(10, 0, 75) },
      { type: 'tally', tally: 'reached', key: 'seen', at: at(10) },
    ]);
    const lengths = emptyDayUsage().lengths;
    lengths[lengthBucket(75)] = 1;
    const hour = (count: number): number[] =>
      emptyDayUsage().visitsByHour.map((_, h) => (h === 10 ? count : 0));
    expect(counts).toEqual({
      format: 1,
      days: {
        [DAY]: {
          ...emptyDayUsage(),
          visitSeconds: { 75: 1 },
          visitsByHour: hour(1),
          reachedByHour: hour(1),
          sessions: 1,
          lengths,
          searches: 1,
          languages: { fr: 1 },
          routes: { '/console': 1 },
          sections: { pricing: 1 },
          qr: { whatsapp: 2 },
          faq: { free: 1 },
          shown: { 'hero-qr': 1 },
          reached: { seen: 1 },
        },
      },
    });
    expect(isUsageCounts(counts)).toBe(true);
  });

  it('read days stored before store codes, and before passers-by, as they were: still valid, the new figures empty', () => {
    // As kiosks stored them (browser and shell alike): a day from before `shown` and `reached`,
    // one from before passers-by were told apart, and a presentation's.
    expect(isUsageCounts(oldStore)).toBe(true); // never moved aside by the shell
    const read = normalizeUsage(oldStore);
    for (const [key, day] of Object.entries(oldStore.days))
      expect(read.days[key]).toEqual({ ...emptyDayUsage(), ...day });
    // Nothing told them apart then: every session reads as a visit, and no median is made up.
    const before = read.days['2025-03-14/stand-a/foire-yaounde-2025'] as DayUsage;
    expect([before.passersBy, medianVisitSeconds(before)]).toEqual([0, null]);
    // Counting on goes on beside them, and the store stays valid.
    expect(isUsageCounts(countUsage(read, { type: 'session-start', at: at(10) }))).toBe(true);
    // Half of a later addition is no shape a kiosk ever wrote.
    const plain = oldStore.days['2025-03-13'];
    expect(isUsageCounts({ format: 1, days: { [DAY]: { ...plain, shown: {} } } })).toBe(false);
    const stored = oldStore.days['2025-03-14/stand-a/foire-yaounde-2025'];
    expect(isUsageCounts({ format: 1, days: { [DAY]: { ...stored, passersBy: 1 } } })).toBe(false);
  });

  it("land on the kiosk's name and event beside the day; a new event mid-day starts a new entry", () => {
    const fair = { kiosk: 'stand-a', event: 'foire-yaounde-2026' };
    const morning = run([{ type: 'session-start', at: at(10) }], emptyUsage(), fair);
    const afternoon = run(
      [
        { type: 'session-start', at: at(15) },
        { type: 'session-start', at: at(16) },
      ],
      morning,
      { ...fair, event: 'salon-2026' },
    );
    expect(Object.keys(afternoon.days).sort()).toEqual([
      `${DAY}/stand-a/foire-yaounde-2026`,
      `${DAY}/stand-a/salon-2026`,
    ]);
    expect(afternoon.days[`${DAY}/stand-a/foire-yaounde-2026`]?.sessions).toBe(1);
    expect(afternoon.days[`${DAY}/stand-a/salon-2026`]?.sessions).toBe(2);
    // An event without a kiosk name, and neither (the plain day of earlier kiosks).
    const unnamed = run([{ type: 'search', at: at(10) }], emptyUsage(), {
      kiosk: null,
      event: 'salon-2026',
    });
    expect(Object.keys(unnamed.days)).toEqual([`${DAY}//salon-2026`]);
    expect(Object.keys(run([{ type: 'search', at: at(10) }]).days)).toEqual([DAY]);
    expect(isUsageCounts(afternoon) && isUsageCounts(unnamed)).toBe(true);
  });

  it('leave the previous store untouched', () => {
    const before = run([{ type: 'session-start', at: at(9) }]);
    const snapshot = structuredClone(before);
    countUsage(before, { type: 'session-start', at: at(9, 5) });
    expect(before).toEqual(snapshot);
  });

  it('roll over to a new day at local midnight', () => {
    const counts = run([
      { type: 'session-start', at: at(23, 59, 59) },
      { type: 'search', at: at(0, 0, 0, 15) },
      // A session that crosses midnight keeps its length on the day it started.
      { type: 'session-end', startedAt: at(23, 59, 59), endedAt: at(0, 0, 30, 15) },
    ]);
    expect(Object.keys(counts.days).sort()).toEqual(['2025-03-14', '2025-03-15']);
    expect(counts.days['2025-03-14']?.sessions).toBe(1);
    expect(counts.days['2025-03-14']?.lengths[lengthBucket(31)]).toBe(1);
    expect(counts.days['2025-03-15']?.searches).toBe(1);
    expect(counts.days['2025-03-15']?.sessions).toBe(0);
    expect(localDayKey(at(0, 0, 0, 15) - 1)).toBe('2025-03-14');
    expect(localDayKey(at(0, 0, 0, 15))).toBe('2025-03-15');
  });

  it('ignore what is not on the fixed lists, so a day cannot grow', () => {
    const start = run([{ type: 'session-start', at: at(8) }]);
    for (const event of [
      { type: 'tally', tally: 'faq', key: 'a question nobody wrote', at: at(8) },
      { type: 'tally', tally: 'routes', key: '/admin', at: at(8) },
      { type: 'tally', tally: 'languages', key: 'de', at: at(8) },
      { type: 'tally', tally: 'sections', key: '__proto__', at: at(8) },
    ] as UsageEvent[]) {
      expect(countUsage(start, event)).toBe(start);
    }
  });

  it('keep a bounded size whatever the traffic', () => {
    let counts = emptyUsage();
    // Every counter of every key, many times, over more days than are kept.
    const events: UsageEvent[] = [];
    for (let day = 0; day < MAX_USAGE_DAYS + 30; day += 1) {
      const time = new Date(2024, 0, 1 + day, 12).getTime();
      for (let i = 0; i < 20; i += 1) {
        events.push({ type: 'session-start', at: time });
        events.push({ type: 'search', at: time });
        events.push({ type: 'session-end', startedAt: time, endedAt: time + i * 100_000 });
        for (const tally of USAGE_TALLIES) {
          for (const key of USAGE_KEYS[tally]) events.push({ type: 'tally', tally, key, at: time });
        }
      }
    }
    counts = run(events);
    expect(Object.keys(counts.days)).toHaveLength(MAX_USAGE_DAYS);
    expect(Object.keys(counts.days).sort()[0]).toBe(
      localDayKey(new Date(2024, 0, 31, 12).getTime()),
    );
    expect(isUsageCounts(counts)).toBe(true);
    expect(JSON.stringify(counts).length).toBeLessThan(MAX_USAGE_BYTES / 2);
  });

  it('stop a counter at its ceiling', () => {
    const full: UsageCounts = {
      format: 1,
      days: { [DAY]: { ...emptyDayUsage(), sessions: MAX_COUNT } },
    };
    expect(countUsage(full, { type: 'session-start', at: at(12) }).days[DAY]?.sessions).toBe(
      MAX_COUNT,
    );
  });

  it('list only keys that main accepts', () => {
    for (const tally of USAGE_TALLIES) {
      expect(USAGE_KEYS[tally].length).toBeLessThanOrEqual(MAX_TALLY_KEYS);
      for (const key of USAGE_KEYS[tally]) expect(key).toMatch(TALLY_KEY);
    }
    expect(routeKey('/console')).toBe('/console');
    expect(routeKey('/nope')).toBe('other');
  });
});

describe('session lengths', () => {
  it('fall in buckets by their upper bounds', () => {
    expect(lengthBucket(0)).toBe(0);
    expect(lengthBucket(9)).toBe(0);
    expect(lengthBucket(10)).toBe(1);
    expect(lengthBucket(SESSION_LENGTH_BOUNDS.at(-1) ?? 0)).toBe(SESSION_LENGTH_BOUNDS.length);
    expect(lengthBucket(99_999)).toBe(SESSION_LENGTH_BOUNDS.length);
  });

  it('tell a passer-by (gone within 5 s) from a visit, each by the hour it started', () => {
    const counts = run([
      { type: 'session-start', at: at(9, 59, 59) },
      { type: 'session-end', startedAt: at(9, 59, 59), endedAt: at(10, 0, 3), lengthMs: 4999 },
      { type: 'session-start', at: at(11) },
      { type: 'session-end', startedAt: at(11), endedAt: at(11, 0, 5), lengthMs: 5000 },
      { type: 'tally', tally: 'reached', key: 'tapped', at: at(11) },
    ]);
    const day = counts.days[DAY] ?? emptyDayUsage();
    expect(day).toMatchObject({ sessions: 2, passersBy: 1, visitSeconds: { 5: 1 } });
    expect(day.passersByHour[9]).toBe(1);
    expect(day.visitsByHour[11]).toBe(1);
    expect(day.reachedByHour[11]).toBe(1);
    expect(
      day.visitsByHour.reduce((a, b) => a + b) + day.passersByHour.reduce((a, b) => a + b),
    ).toBe(2);
    // Both in the length buckets, as before: the CSV's earlier rows keep their meaning.
    expect(day.lengths[0]).toBe(2);
  });

  it('store a length from the monotonic clock when given, whatever the wall clock did', () => {
    const counts = run([
      // The wall clock jumped 3 min mid-visit: `endedAt` says 190 s, the visit lasted 10.
      { type: 'session-end', startedAt: at(10), endedAt: at(10, 3, 10), lengthMs: 10_000 },
    ]);
    expect(counts.days[DAY]?.visitSeconds).toEqual({ 10: 1 });
  });

  it('have a real median, from each visit’s own length, and none under 5 visits', () => {
    const day = emptyDayUsage();
    expect(medianVisitSeconds(day)).toBeNull();
    day.visitSeconds = { 38: 1 };
    expect(medianVisitSeconds(day)).toBeNull(); // one visit: no "half of them"
    day.visitSeconds = { 6: 2, 9: 1, 200: 1 };
    expect(MIN_VISITS_FOR_MEDIAN).toBe(5);
    expect(medianVisitSeconds(day)).toBeNull(); // four
    day.visitSeconds = { 6: 2, 9: 1, 200: 2 }; // 6, 6, 9, 200, 200
    expect(medianVisitSeconds(day)).toBe(9);
    day.visitSeconds = { 6: 3, 7: 1, 60: 2 }; // 6, 6, 6, 7, 60, 60: between 6 and 7
    expect(medianVisitSeconds(day)).toBe(7);
    // A passer-by is no visit: the day's sessions and lengths do not enter it.
    day.passersBy = 40;
    day.lengths[0] = 46;
    expect(medianVisitSeconds(day)).toBe(7);
  });
});

describe('a stored store read back', () => {
  it('is kept as it is when valid', () => {
    const counts = run([{ type: 'session-start', at: at(10) }]);
    expect(normalizeUsage(structuredClone(counts))).toEqual(counts);
  });

  it('keeps what still makes sense from a corrupt one', () => {
    const raw = {
      format: 7,
      days: {
        '2025-03-14': {
          sessions: 4,
          searches: 'many',
          lengths: [1, 2],
          languages: { fr: 2, de: 5, en: -1 },
          qr: { store: 3.5, whatsapp: 1 },
          faq: null,
          extra: 'typed by a visitor',
        },
        '2025-03-15': 'garbage',
        yesterday: { sessions: 9 },
      },
      visitor: 'Ann',
    };
    expect(normalizeUsage(raw)).toEqual({
      format: 1,
      days: {
        '2025-03-14': {
          ...emptyDayUsage(),
          sessions: 4,
          languages: { fr: 2 },
          qr: { whatsapp: 1 },
        },
      },
    });
    expect(isUsageCounts(normalizeUsage(raw))).toBe(true);
  });

  it.each([null, undefined, 42, 'text', [], { days: [] }, { days: null }])(
    'starts empty from %j',
    (raw) => {
      expect(normalizeUsage(raw)).toEqual(emptyUsage());
    },
  );

  it('drops days the calendar does not have (and no clock gives), valid store or not', () => {
    const day = { ...emptyDayUsage(), sessions: 2 };
    const stored = {
      format: 1,
      days: {
        '2025-03-13': day,
        '2025-03-14': day,
        '2025-03-15': day,
        '2025-13-01': day,
        '2025-02-29': day,
        '2024-02-29': day,
        '2025-00-10': day,
        '0000-01-01': day,
        '2099-01-01': day,
      },
    };
    const kept = ['2024-02-29', '2025-03-13', '2025-03-14', '2025-03-15', '2099-01-01'];
    expect(Object.keys(normalizeUsage(stored).days).sort()).toEqual(kept);
    const damaged = { ...stored, visitor: 'Ann' };
    expect(Object.keys(normalizeUsage(damaged).days).sort()).toEqual(kept);
  });

  it('keeps every day a kiosk whose clock is behind reads as "from the future", and counts beside them', () => {
    // Twenty days of a fair, then the kiosk boots with a dead clock battery: 1 January 2010.
    const days = Object.fromEntries(
      Array.from({ length: 20 }, (_, index) => [
        localDayKey(new Date(2025, 2, 1 + index).getTime()),
        { ...emptyDayUsage(), sessions: 10 + (index % 2) },
      ]),
    );
    const stored = { format: 1, days };
    const behind = new Date(2010, 0, 1, 10).getTime();
    const read = normalizeUsage(structuredClone(stored));
    expect(read).toEqual(stored);
    const counted = countUsage(read, { type: 'session-start', at: behind });
    expect(Object.keys(counted.days)).toHaveLength(21);
    const sessions = Object.values(counted.days).reduce((sum, day) => sum + day.sessions, 0);
    expect(sessions).toBe(211);
  });

  it('keeps the day it counts on when the days kept are full of later ones', () => {
    const future = Object.fromEntries(
      Array.from({ length: MAX_USAGE_DAYS - 1 }, (_, index) => [
        localDayKey(new Date(2099, 0, 1 + index).getTime()),
        { ...emptyDayUsage(), sessions: 1 },
      ]),
    );
    const stored = {
      format: 1,
      days: { ...future, '2025-03-14': { ...emptyDayUsage(), sessions: 5 } },
    };
    const today = countUsage(normalizeUsage(stored), { type: 'session-start', at: at(12) });
    expect(Object.keys(today.days)).toHaveLength(MAX_USAGE_DAYS);
    expect(today.days['2025-03-14']).toEqual({ ...emptyDayUsage(), sessions: 6 });
    // The next day is kept too: the bound drops the oldest other day, not the one counted on.
    const tomorrow = countUsage(today, { type: 'session-start', at: at(12, 0, 0, 15) });
    expect(Object.keys(tomorrow.days)).toHaveLength(MAX_USAGE_DAYS);
    expect(tomorrow.days['2025-03-15']?.sessions).toBe(1);
    expect(isUsageCounts(tomorrow)).toBe(true);
  });

  it('counts nothing on a day no clock gives (year 0): the store stays valid', () => {
    const counts = run([{ type: 'session-start', at: new Date(0, 0, 1).setFullYear(0) }]);
    expect(counts).toEqual(emptyUsage());
  });
});

describe('two copies of the counts added up (two tabs of one kiosk)', () => {
  it('adds every counter of every day, and keeps the days only one of them has', () => {
    const mine = run([
      { type: 'session-start', at: at(10) },
      { type: 'tally', tally: 'qr', key: 'store', at: at(10) },
      { type: 'session-end', startedAt: at(10), endedAt: at(10, 0, 15) },
    ]);
    const theirs = run([
      { type: 'session-start', at: at(11) },
      { type: 'session-start', at: at(11) },
      { type: 'tally', tally: 'qr', key: 'store', at: at(11) },
      { type: 'tally', tally: 'qr', key: 'whatsapp', at: at(11) },
      { type: 'search', at: at(10, 0, 0, 13) },
    ]);
    const sum = addUsage(theirs, mine);
    expect(sum.days[DAY]).toMatchObject({ sessions: 3, qr: { store: 2, whatsapp: 1 } });
    expect(sum.days[DAY]?.lengths[lengthBucket(15)]).toBe(1);
    expect(sum.days['2025-03-13']?.searches).toBe(1);
    expect(isUsageCounts(sum)).toBe(true);
    expect(addUsage(emptyUsage(), mine)).toEqual(mine);
  });
});

describe("a presentation's counts", () => {
  const presenting: KioskPlace = { kiosk: null, event: 'foire-2026', mode: 'presentation' };
  const KEY = `${DAY}//foire-2026/presentation`;

  it('count a session, each slide shown and its seconds, apart from the kiosk at the same event', () => {
    const counts = run(
      [
        { type: 'session-start', at: at(9) },
        { type: 'slide', slide: 'home', seconds: 42.4, at: at(9, 1) },
        { type: 'slide', slide: 'pricing', seconds: 30, at: at(9, 2) },
        { type: 'slide', slide: 'home', seconds: 8, at: at(9, 3) },
        { type: 'slide', slide: 'a slide nobody made', seconds: 8, at: at(9, 3) },
        { type: 'session-end', startedAt: at(9), endedAt: at(9, 3) },
      ],
      run([{ type: 'session-start', at: at(8) }], emptyUsage(), { ...presenting, mode: 'kiosk' }),
      presenting,
    );
    expect(Object.keys(counts.days).sort()).toEqual([`${DAY}//foire-2026`, KEY]);
    expect(counts.days[KEY]).toMatchObject({
      sessions: 1,
      slides: { home: 2, pricing: 1 },
      slideSeconds: { home: 50, pricing: 30 },
    });
    expect(counts.days[KEY]?.lengths[lengthBucket(180)]).toBe(1);
    // The kiosk's day at the same event has no slide counters.
    expect(counts.days[`${DAY}//foire-2026`]).toEqual({ ...emptyDayUsage(), sessions: 1 });
    expect(isUsageCounts(counts)).toBe(true);
  });

  it('add up across two copies, and keep their slides when read back from a damaged store', () => {
    const one = run(
      [{ type: 'slide', slide: 'faq', seconds: 20, at: at(9) }],
      emptyUsage(),
      presenting,
    );
    const sum = addUsage(one, one);
    expect(sum.days[KEY]).toMatchObject({ slides: { faq: 2 }, slideSeconds: { faq: 40 } });
    const damaged = structuredClone(sum) as unknown as {
      days: Record<string, Record<string, unknown>>;
    };
    (damaged.days[KEY] as Record<string, unknown>).searches = 'many';
    (damaged.days[KEY]?.slides as Record<string, unknown>).rogue = 5;
    expect(normalizeUsage(damaged).days[KEY]).toMatchObject({
      slides: { faq: 2 },
      slideSeconds: { faq: 40 },
    });
    expect(isUsageCounts(normalizeUsage(damaged))).toBe(true);
  });
});
