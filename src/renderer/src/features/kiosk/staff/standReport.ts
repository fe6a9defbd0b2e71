import { parseCountsKey, type DayUsage, type UsageCounts } from '@shared/usageSchema';
import { addDayUsage } from '../../../lib/usage/usageReducer';
import { readUsageCsv } from './usageCsvRead';

/** Other kiosks' days read from their CSV files, by counts key; this kiosk's own are never among them. */
export type StandDays = Record<string, DayUsage>;

export type StandRead =
  | { outcome: 'read'; days: StandDays; kiosks: string[]; dayCount: number }
  | { outcome: 'duplicate'; days: StandDays }
  | { outcome: 'broken'; days: StandDays }
  | { outcome: 'otherEvent'; days: StandDays; event: string };

const sameDay = (a: DayUsage, b: DayUsage): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Adds one kiosk's CSV to what the stand has read so far. A day is one
 * kiosk's at one event (its counts key): read again, from the same file or a
 * later export of that kiosk, it replaces what was read, never adds to it. A
 * file of another event than `event` (this kiosk's), or one that is not a
 * kiosk's usage CSV, is refused whole; refused or not, `stand` is never changed
 * (a new object comes back), nor this kiosk's own counts (`own`), whose days a
 * file cannot replace.
 */
export function readIntoStand(
  stand: StandDays,
  text: string,
  own: UsageCounts,
  event: string | null,
): StandRead {
  const counts = readUsageCsv(text);
  if (!counts) return { outcome: 'broken', days: stand };
  const places = Object.keys(counts.days).map((key) => parseCountsKey(key));
  const foreign = places.find((place) => place?.event !== event);
  if (foreign) return { outcome: 'otherEvent', days: stand, event: foreign.event ?? '' };
  const days = { ...stand };
  const kiosks = new Set<string>();
  let changed = 0;
  for (const [key, day] of Object.entries(counts.days)) {
    if (own.days[key]) continue;
    kiosks.add(parseCountsKey(key)?.kiosk ?? '');
    const before = days[key];
    if (before && sameDay(before, day)) continue;
    days[key] = day;
    changed += 1;
  }
  if (changed === 0) return { outcome: 'duplicate', days: stand };
  return { outcome: 'read', days, kiosks: [...kiosks].sort(), dayCount: changed };
}

/** This kiosk's counts with the stand's: what the stand's CSV holds. */
export function standCounts(own: UsageCounts, stand: StandDays): UsageCounts {
  return { ...own, days: { ...stand, ...own.days } };
}

/**
 * One figure per date for an event, every kiosk's kiosk-mode days added up
 * (presentations apart, R5-05): the stand's day, and the day-by-day chart.
 */
export function eventDays(counts: UsageCounts, event: string | null): Map<string, DayUsage> {
  const byDate = new Map<string, DayUsage>();
  for (const [key, day] of Object.entries(counts.days)) {
    const place = parseCountsKey(key);
    if (!place || place.mode === 'presentation' || place.event !== event) continue;
    const before = byDate.get(place.date);
    byDate.set(place.date, before ? addDayUsage(before, day) : day);
  }
  return new Map([...byDate].sort(([a], [b]) => a.localeCompare(b)));
}

/** The kiosks (names, '' for unnamed) whose days are in `counts` at `event`. */
export function kiosksAt(counts: UsageCounts, event: string | null): string[] {
  const names = new Set<string>();
  for (const key of Object.keys(counts.days)) {
    const place = parseCountsKey(key);
    if (place && !place.mode && place.event === event) names.add(place.kiosk ?? '');
  }
  return [...names].sort();
}
