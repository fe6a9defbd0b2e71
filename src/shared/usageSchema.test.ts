import { describe, expect, it } from 'vitest';
import {
  countsKey,
  daysAheadOfClock,
  emptyDayUsage,
  isCountsDay,
  isUsageCounts,
  parseCountsKey,
  USAGE_FORMAT,
} from './usageSchema';

describe('counts keys', () => {
  it('are the bare day without name or event, and day/kiosk/event with either', () => {
    expect(countsKey({ date: '2026-03-14', kiosk: null, event: null })).toBe('2026-03-14');
    expect(countsKey({ date: '2026-03-14', kiosk: 'stand-a', event: 'foire-2026' })).toBe(
      '2026-03-14/stand-a/foire-2026',
    );
    expect(countsKey({ date: '2026-03-14', kiosk: null, event: 'foire-2026' })).toBe(
      '2026-03-14//foire-2026',
    );
    expect(countsKey({ date: '2026-03-14', kiosk: 'stand-a', event: null })).toBe(
      '2026-03-14/stand-a/',
    );
  });

  it.each([
    { date: '2026-03-14', kiosk: null, event: null },
    { date: '2026-03-14', kiosk: 'stand-a', event: 'foire-2026' },
    { date: '2026-03-14', kiosk: null, event: 'foire-2026' },
    { date: '2026-03-14', kiosk: 'stand-a', event: null },
  ])('read back to the place they were written from: %j', (place) => {
    expect(parseCountsKey(countsKey(place))).toEqual(place);
  });

  it.each([
    '2026-03-14//',
    '2026-03-14/stand-a',
    '2026-03-14/a/b/c',
    '2026-03-14/Stand-A/x',
    '2026-03-14/a b/x',
    `2026-03-14/a/${'x'.repeat(41)}`,
    'stand-a/2026-03-14/x',
    '2026-03-14/a/b/kiosk',
    '2026-03-14/a/b/presentation/x',
    '14-03-2026',
    '',
  ])('refuse %j', (key) => {
    expect(parseCountsKey(key)).toBeNull();
    expect(isUsageCounts({ format: USAGE_FORMAT, days: { [key]: emptyDayUsage() } })).toBe(false);
  });

  it('keep stores of plain days, as kiosks wrote them before events, valid', () => {
    expect(
      isUsageCounts({
        format: USAGE_FORMAT,
        days: { '2025-03-14': emptyDayUsage(), '2026-03-14/stand-a/foire': emptyDayUsage() },
      }),
    ).toBe(true);
  });
});

describe("a presentation's counts", () => {
  const presentationDay = () => ({
    ...emptyDayUsage(),
    sessions: 1,
    slides: { home: 2, closing: 1 },
    slideSeconds: { home: 95, closing: 40 },
  });

  it("land under their own key, apart from a kiosk's visits at the same event, and read back", () => {
    const place = {
      date: '2026-03-14',
      kiosk: null,
      event: 'foire-2026',
      mode: 'presentation',
    } as const;
    expect(countsKey(place)).toBe('2026-03-14//foire-2026/presentation');
    expect(countsKey({ ...place, event: null })).toBe('2026-03-14///presentation');
    expect(parseCountsKey(countsKey(place))).toEqual(place);
    expect(parseCountsKey('2026-03-14///presentation')).toEqual({ ...place, event: null });
  });

  it("keep their slides beside the kiosk's fields, in a store that also holds older days", () => {
    expect(
      isUsageCounts({
        format: USAGE_FORMAT,
        days: { '2025-03-14': emptyDayUsage(), '2026-03-14///presentation': presentationDay() },
      }),
    ).toBe(true);
  });

  it.each([
    ['slides without their seconds', { ...emptyDayUsage(), slides: { home: 1 } }],
    ['seconds that are no count', { ...presentationDay(), slideSeconds: { home: -1 } }],
    ['a slide key that is no key', { ...presentationDay(), slides: { 'Home page': 1 } }],
  ])('refuse %s', (_name, day) => {
    expect(
      isUsageCounts({ format: USAGE_FORMAT, days: { '2026-03-14///presentation': day } }),
    ).toBe(false);
  });
});

describe('days a kiosk can have counted', () => {
  it.each(['0000-01-01', '0001-01-01', '1899-12-31', '2200-01-01', '9999-12-31', '2025-13-01'])(
    'refuse %s: no kiosk clock gives that day',
    (date) => {
      expect(isCountsDay(date)).toBe(false);
      expect(parseCountsKey(date)).toBeNull();
      expect(parseCountsKey(`${date}/stand-a/`)).toBeNull();
      expect(isUsageCounts({ format: USAGE_FORMAT, days: { [date]: emptyDayUsage() } })).toBe(
        false,
      );
    },
  );

  it.each(['1970-01-01', '2000-01-01', '2010-01-01', '2025-03-14', '2099-12-31'])(
    'accept %s: a clock reset to its start or run ahead still counts real visits',
    (date) => {
      expect(isCountsDay(date)).toBe(true);
      expect(isUsageCounts({ format: USAGE_FORMAT, days: { [date]: emptyDayUsage() } })).toBe(true);
    },
  );

  it("name the days after tomorrow on the kiosk's clock: a clock that is behind", () => {
    const now = new Date(2010, 0, 1, 12).getTime();
    const counts = {
      format: USAGE_FORMAT,
      days: {
        '2009-12-31': emptyDayUsage(),
        '2010-01-01': emptyDayUsage(),
        '2010-01-02': emptyDayUsage(), // tomorrow: a clock set a little back since
        '2025-03-14/stand-a/': emptyDayUsage(),
        '2025-03-15': emptyDayUsage(),
      },
    } as const;
    expect(daysAheadOfClock(counts, now)).toEqual(['2025-03-14/stand-a/', '2025-03-15']);
  });
});
