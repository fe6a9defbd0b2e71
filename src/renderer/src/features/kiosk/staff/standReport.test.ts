import { emptyDayUsage, isUsageCounts, type UsageCounts } from '@shared/usageSchema';
import { describe, expect, it } from 'vitest';
import { en } from '../../../content/en/site';
import { staffCopies } from '../../../content/staff';
import {
  countUsage,
  emptyUsage,
  type KioskPlace,
  type UsageEvent,
} from '../../../lib/usage/usageReducer';
import { eventDays, kiosksAt, readIntoStand, standCounts } from './standReport';
import { csvLabels, usageToCsv } from './usageCsv';
import { parseCsvRows, readUsageCsv } from './usageCsvRead';
import { tallyLabeller } from './usageLabels';

const staff = staffCopies.en;
const labels = csvLabels(staff, tallyLabeller(staff, en, 'Lyceo'));
const EVENT = 'foire-yaounde-2026';
const at = (hours: number, minutes = 0, date = 14): number =>
  new Date(2026, 2, date, hours, minutes).getTime();

/** A kiosk's day of visits: `visits` of 40 s at 10:00, `passers` passers-by at 11:00, one visit that tapped. */
function kioskCounts(
  kiosk: string | null,
  visits: number,
  passers: number,
  event = EVENT,
): UsageCounts {
  const place: KioskPlace = { kiosk, event };
  const events: UsageEvent[] = [];
  for (let index = 0; index < visits; index += 1)
    events.push(
      { type: 'session-start', at: at(10) },
      { type: 'session-end', startedAt: at(10), endedAt: at(10), lengthMs: 40_000 + index * 1000 },
    );
  for (let index = 0; index < passers; index += 1)
    events.push(
      { type: 'session-start', at: at(11) },
      { type: 'session-end', startedAt: at(11), endedAt: at(11), lengthMs: 300 },
    );
  events.push(
    { type: 'tally', tally: 'reached', key: 'tapped', at: at(10) },
    { type: 'tally', tally: 'languages', key: 'fr', at: at(10) },
    { type: 'search', at: at(10, 15) },
  );
  return events.reduce((counts, event) => countUsage(counts, event, place), emptyUsage());
}

describe('a kiosk’s usage CSV read back', () => {
  it('gives back every counter the kiosk exported, days of a presentation included', () => {
    const counts = kioskCounts('stand-b', 6, 2);
    counts.days[`2026-03-14//${EVENT}/presentation`] = {
      ...emptyDayUsage(),
      sessions: 1,
      slides: { home: 2 },
      slideSeconds: { home: 80 },
    };
    expect(readUsageCsv(usageToCsv(counts, labels))).toEqual(counts);
  });

  it('reads an export made before the mode column and the visit rows, as a kiosk’s', () => {
    const old = [
      'date,kiosk,event,measure,item,label,count',
      `2026-03-13,stand-b,${EVENT},sessions,,,7`,
      `2026-03-13,stand-b,${EVENT},qr,store,App store,2`,
      `2026-03-13,stand-b,${EVENT},median_session_seconds,,,`,
    ].join('\r\n');
    const read = readUsageCsv(old);
    expect(read?.days[`2026-03-13/stand-b/${EVENT}`]).toMatchObject({
      sessions: 7,
      qr: { store: 2 },
    });
  });

  it('refuses what is not a kiosk’s usage CSV, or is damaged anywhere', () => {
    const good = usageToCsv(kioskCounts('stand-b', 1, 0), labels);
    const broken = [
      '',
      'name,email\r\nAda,ada@example.com\r\n',
      good.replace(',sessions,,,1,', ',sessions,,,lots,'), // a count that is no number
      good.replace('2026-03-14', '2026-02-30'), // no such day
      good.replace(',languages,fr,', ',languages,xx,'), // a key the kiosk never counts
      good.replace(',sessions,,,1,kiosk', ',sessions,,,1'), // a row cut short
      `${good}"unclosed`,
    ];
    for (const text of broken) expect(readUsageCsv(text)).toBeNull();
    expect(parseCsvRows('a,"b ""c"", d"\r\n1,2')).toEqual([
      ['a', 'b "c", d'],
      ['1', '2'],
    ]);
  });
});

describe('the stand as a whole', () => {
  const own = kioskCounts('stand-a', 3, 1);
  const other = usageToCsv(kioskCounts('stand-b', 5, 2), labels);

  it('adds another kiosk’s days beside this one’s, and shows the event across them', () => {
    const read = readIntoStand({}, other, own, EVENT);
    expect(read).toMatchObject({ outcome: 'read', kiosks: ['stand-b'], dayCount: 1 });
    const merged = standCounts(own, read.days);
    expect(isUsageCounts(merged)).toBe(true);
    expect(kiosksAt(merged, EVENT)).toEqual(['stand-a', 'stand-b']);
    const day = eventDays(merged, EVENT).get('2026-03-14');
    expect(day).toMatchObject({ sessions: 11, passersBy: 3, reached: { tapped: 2 } });
    expect(day?.visitsByHour[10]).toBe(8);
    expect(day?.passersByHour[11]).toBe(3);
    // The merged CSV reads back as the two kiosks' days.
    expect(readUsageCsv(usageToCsv(merged, labels))).toEqual(merged);
  });

  it('counts the same kiosk’s file once, read twice or as a later export', () => {
    const first = readIntoStand({}, other, own, EVENT);
    const again = readIntoStand(first.days, other, own, EVENT);
    expect(again.outcome).toBe('duplicate');
    expect(again.days).toBe(first.days);
    // A later export of that kiosk replaces its day, never adds to it.
    const later = readIntoStand(
      first.days,
      usageToCsv(kioskCounts('stand-b', 6, 2), labels),
      own,
      EVENT,
    );
    expect(later.outcome).toBe('read');
    expect(eventDays(standCounts(own, later.days), EVENT).get('2026-03-14')?.sessions).toBe(12);
    // This kiosk's own export adds nothing: its live counts are already there.
    expect(readIntoStand({}, usageToCsv(own, labels), own, EVENT).outcome).toBe('duplicate');
  });

  it('refuses a file of another event, or a broken one, and changes nothing already counted', () => {
    const first = readIntoStand({}, other, own, EVENT);
    const snapshot = structuredClone(first.days);
    const ownSnapshot = structuredClone(own);
    const salon = readIntoStand(
      first.days,
      usageToCsv(kioskCounts('stand-c', 2, 0, 'salon-2026'), labels),
      own,
      EVENT,
    );
    expect(salon).toMatchObject({ outcome: 'otherEvent', event: 'salon-2026' });
    const broken = readIntoStand(first.days, other.slice(0, other.length / 2) + '"', own, EVENT);
    expect(broken.outcome).toBe('broken');
    expect([salon.days, broken.days]).toEqual([snapshot, snapshot]);
    expect(first.days).toEqual(snapshot);
    expect(own).toEqual(ownSnapshot);
  });
});
