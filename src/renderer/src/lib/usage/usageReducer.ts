import {
  bucketBounds,
  countsKey,
  emptyDayUsage,
  isCount,
  isCountsDay,
  isPlainObject,
  isUsageCounts,
  localDayKey,
  parseCountsKey,
  MAX_COUNT,
  MAX_USAGE_DAYS,
  SESSION_LENGTH_BOUNDS,
  SLIDE_TALLIES,
  USAGE_FORMAT,
  USAGE_TALLIES,
  type DayUsage,
  type UsageCounts,
  type UsageMode,
  type UsageTally,
  withEveryTally,
} from '@shared/usageSchema';
import { SLIDE_KEYS, USAGE_KEYS } from './usageKeys';

/** Everything the kiosk counts. `at` is a time in ms; each event lands on its local day. */
export type UsageEvent =
  | { type: 'session-start'; at: number }
  /** A session's length goes to the day it started on, with its start. */
  | { type: 'session-end'; startedAt: number; endedAt: number }
  | { type: 'tally'; tally: UsageTally; key: string; at: number }
  | { type: 'search'; at: number }
  /** A presentation left a slide it showed for `seconds` (blank screen left out). */
  | { type: 'slide'; slide: string; seconds: number; at: number };

/**
 * Which kiosk counts, at which event (slugs, or null), and whether a kiosk's
 * visits or a presentation (a kiosk's when left out): part of where each count lands.
 */
export interface KioskPlace {
  kiosk: string | null;
  event: string | null;
  mode?: UsageMode;
}

export const NO_PLACE: KioskPlace = { kiosk: null, event: null };

export function emptyUsage(): UsageCounts {
  return { format: USAGE_FORMAT, days: {} };
}

export { localDayKey };

/** Index of the length bucket of a session of `seconds`. */
export function lengthBucket(seconds: number): number {
  const index = SESSION_LENGTH_BOUNDS.findIndex((bound) => seconds < bound);
  return index === -1 ? SESSION_LENGTH_BOUNDS.length : index;
}

const plusOne = (count: number): number => Math.min(MAX_COUNT, count + 1);
const plus = (a: number, b: number): number => Math.min(MAX_COUNT, a + b);

/**
 * The newest MAX_USAGE_DAYS days, always with the `kept` ones (the days just
 * counted on). Sorting by key is sorting by date only on a right clock: a clock
 * that is behind counts today on a key older than every stored day, and must
 * not see it dropped at once.
 */
function keepNewestDays(
  days: Record<string, DayUsage>,
  kept: readonly string[] = [],
): Record<string, DayUsage> {
  const keys = Object.keys(days).sort();
  if (keys.length <= MAX_USAGE_DAYS) return days;
  const others = keys.filter((key) => !kept.includes(key));
  const room = Math.max(0, MAX_USAGE_DAYS - (keys.length - others.length));
  const keep = new Set([...kept, ...others.slice(others.length - room)]);
  return Object.fromEntries(
    keys.filter((key) => keep.has(key)).map((key) => [key, days[key] as DayUsage]),
  );
}

function updateDay(
  counts: UsageCounts,
  at: number,
  place: KioskPlace,
  change: (day: DayUsage) => DayUsage,
): UsageCounts {
  const date = localDayKey(at);
  // A clock in year 0 or 9999 is broken past counting: such a day would make the store invalid.
  if (!isCountsDay(date)) return counts;
  const key = countsKey({ date, ...place });
  const day = counts.days[key] ?? emptyDayUsage();
  return { ...counts, days: keepNewestDays({ ...counts.days, [key]: change(day) }, [key]) };
}

function addDays(a: DayUsage, b: DayUsage): DayUsage {
  const sum: DayUsage = {
    ...emptyDayUsage(),
    sessions: plus(a.sessions, b.sessions),
    searches: plus(a.searches, b.searches),
    lengths: a.lengths.map((count, index) => plus(count, b.lengths[index] ?? 0)),
  };
  for (const tally of USAGE_TALLIES) sum[tally] = addTallies(a[tally], b[tally]);
  // A presentation's counters, on its days only.
  for (const tally of SLIDE_TALLIES) {
    if (a[tally] || b[tally]) sum[tally] = addTallies(a[tally] ?? {}, b[tally] ?? {});
  }
  return sum;
}

function addTallies(a: Record<string, number>, b: Record<string, number>): Record<string, number> {
  const counts = { ...a };
  for (const [key, count] of Object.entries(b)) counts[key] = plus(counts[key] ?? 0, count);
  return counts;
}

/**
 * Two stores added up, day by day and counter by counter: what another tab
 * saved (`base`) plus what this one counted since its last save (`extra`).
 * The days of `extra` are kept whatever the bound on days.
 */
export function addUsage(base: UsageCounts, extra: UsageCounts): UsageCounts {
  const days = { ...base.days };
  for (const [key, day] of Object.entries(extra.days)) {
    const before = days[key];
    days[key] = before ? addDays(before, day) : day;
  }
  return { ...base, days: keepNewestDays(days, Object.keys(extra.days)) };
}

/**
 * The counters as a pure reducer: a new store with one more event, or the same
 * store when it does not count. Each count lands on its local day at `place`.
 */
export function countUsage(
  counts: UsageCounts,
  event: UsageEvent,
  place: KioskPlace = NO_PLACE,
): UsageCounts {
  switch (event.type) {
    case 'session-start':
      return updateDay(counts, event.at, place, (day) => ({
        ...day,
        sessions: plusOne(day.sessions),
      }));
    case 'session-end': {
      const seconds = Math.max(0, Math.round((event.endedAt - event.startedAt) / 1000));
      const bucket = lengthBucket(seconds);
      return updateDay(counts, event.startedAt, place, (day) => ({
        ...day,
        lengths: day.lengths.map((count, index) => (index === bucket ? plusOne(count) : count)),
      }));
    }
    case 'tally': {
      if (!USAGE_KEYS[event.tally].includes(event.key)) return counts;
      return updateDay(counts, event.at, place, (day) => {
        const tally = day[event.tally];
        return { ...day, [event.tally]: { ...tally, [event.key]: plusOne(tally[event.key] ?? 0) } };
      });
    }
    case 'search':
      return updateDay(counts, event.at, place, (day) => ({
        ...day,
        searches: plusOne(day.searches),
      }));
    case 'slide': {
      if (!SLIDE_KEYS.includes(event.slide)) return counts;
      const seconds = Math.max(0, Math.round(event.seconds));
      return updateDay(counts, event.at, place, (day) => {
        const slides = day.slides ?? {};
        const slideSeconds = day.slideSeconds ?? {};
        return {
          ...day,
          slides: { ...slides, [event.slide]: plusOne(slides[event.slide] ?? 0) },
          slideSeconds: {
            ...slideSeconds,
            [event.slide]: plus(slideSeconds[event.slide] ?? 0, seconds),
          },
        };
      });
    }
  }
}

/**
 * Median session length in seconds, estimated from the buckets (the grouped
 * median: linear within the bucket that holds the middle session); null when
 * no session ended that day. In the last, open bucket it is that bucket's start.
 */
export function medianSessionSeconds(day: DayUsage): number | null {
  const total = day.lengths.reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  const half = total / 2;
  let before = 0;
  for (let index = 0; index < day.lengths.length; index += 1) {
    const count = day.lengths[index] ?? 0;
    if (count > 0 && before + count >= half) {
      const { from, to } = bucketBounds(index);
      if (to === undefined) return from;
      return Math.round(from + ((half - before) / count) * (to - from));
    }
    before += count;
  }
  return null;
}

const asCount = (value: unknown): number => (isCount(value) ? value : 0);

function salvageDay(raw: unknown): DayUsage | null {
  if (!isPlainObject(raw)) return null;
  const day = emptyDayUsage();
  day.sessions = asCount(raw.sessions);
  day.searches = asCount(raw.searches);
  if (Array.isArray(raw.lengths) && raw.lengths.length === day.lengths.length) {
    day.lengths = raw.lengths.map(asCount);
  }
  for (const tally of USAGE_TALLIES)
    Object.assign(day[tally], salvageTally(raw[tally], USAGE_KEYS[tally]));
  if (isPlainObject(raw.slides)) {
    for (const tally of SLIDE_TALLIES) day[tally] = salvageTally(raw[tally], SLIDE_KEYS);
  }
  return day;
}

function salvageTally(raw: unknown, keys: readonly string[]): Record<string, number> {
  const tally: Record<string, number> = {};
  if (!isPlainObject(raw)) return tally;
  for (const key of keys) {
    const count = asCount(raw[key]);
    if (count > 0) tally[key] = count;
  }
  return tally;
}

/**
 * Whatever storage gave back, as counts: a valid store as it is; from a
 * damaged one, every day and counter that still makes sense; else nothing.
 * No day is dropped for being after the kiosk's clock (see isCountsDay).
 */
export function normalizeUsage(raw: unknown): UsageCounts {
  if (isUsageCounts(raw)) return withEveryTally(raw);
  const counts = emptyUsage();
  const days = (raw as { days?: unknown } | null)?.days;
  if (!isPlainObject(days)) return counts;
  for (const [key, value] of Object.entries(days)) {
    const day = parseCountsKey(key) === null ? null : salvageDay(value);
    if (day) counts.days[key] = day;
  }
  counts.days = keepNewestDays(counts.days);
  return counts;
}
