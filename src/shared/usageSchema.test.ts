import { describe, expect, it } from 'vitest';
import {
  countsKey,
  emptyDayUsage,
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
