import {
  countsKey,
  HOURLY_FIELDS,
  isPasserBy,
  MAX_VISIT_SECONDS,
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
  /**
   * A session's length goes to the day (and hour) it started on, with its start.
   * `lengthMs`, when given, is its length on a monotonic clock (a wall-clock
   * jump mid-visit does not change it); else `endedAt - startedAt`.
   */
  | { type: 'session-end'; startedAt: number; endedAt: number; lengthMs?: number }
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
const plusOneAt = (counts: number[], at: number): number[] =>
  counts.map((count, index) => (index === at ? plusOne(count) : count));

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

const addCounts = (a: number[], b: number[]): number[] =>
  a.map((count, index) => plus(count, b[index] ?? 0));

/** Two days' counts added up, counter by counter. */
export function addDayUsage(a: DayUsage, b: DayUsage): DayUsage {
  const sum: DayUsage = {
    ...emptyDayUsage(),
    sessions: plus(a.sessions, b.sessions),
    searches: plus(a.searches, b.searches),
    lengths: addCounts(a.lengths, b.lengths),
    passersBy: plus(a.passersBy, b.passersBy),
    visitSeconds: addTallies(a.visitSeconds, b.visitSeconds),
  };
  for (const field of HOURLY_FIELDS) sum[field] = addCounts(a[field], b[field]);
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
    days[key] = before ? addDayUsage(before, day) : day;
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
      const ms = Math.max(0, event.lengthMs ?? event.endedAt - event.startedAt);
      const seconds = Math.round(ms / 1000);
      const bucket = lengthBucket(seconds);
      const hour = new Date(event.startedAt).getHours();
      return updateDay(counts, event.startedAt, place, (day) => {
        const ended = {
          ...day,
          lengths: day.lengths.map((count, index) => (index === bucket ? plusOne(count) : count)),
        };
        // A presentation has no passers-by, and its length is not a visit's.
        if (place.mode === 'presentation') return ended;
        if (isPasserBy(ms))
          return {
            ...ended,
            passersBy: plusOne(day.passersBy),
            passersByHour: plusOneAt(day.passersByHour, hour),
          };
        const key = String(Math.min(seconds, MAX_VISIT_SECONDS));
        return {
          ...ended,
          visitSeconds: { ...day.visitSeconds, [key]: plusOne(day.visitSeconds[key] ?? 0) },
          visitsByHour: plusOneAt(day.visitsByHour, hour),
        };
      });
    }
    case 'tally': {
      if (!USAGE_KEYS[event.tally].includes(event.key)) return counts;
      const hour = new Date(event.at).getHours();
      return updateDay(counts, event.at, place, (day) => {
        const tally = day[event.tally];
        const counted = {
          ...day,
          [event.tally]: { ...tally, [event.key]: plusOne(tally[event.key] ?? 0) },
        };
        return event.tally === 'reached'
          ? { ...counted, reachedByHour: plusOneAt(day.reachedByHour, hour) }
          : counted;
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

/** Fewer visits than this make no median: "half of them" of two visits says nothing. */
export const MIN_VISITS_FOR_MEDIAN = 5;

/** Visits whose length was stored (ended visits, since lengths were kept to the second). */
export function endedVisits(day: DayUsage): number {
  return Object.values(day.visitSeconds).reduce((sum, count) => sum + count, 0);
}

/**
 * The median length of the day's ended visits, in whole seconds, from each
 * visit's own length (the middle one, or the mean of the two middle ones,
 * rounded); null with fewer than MIN_VISITS_FOR_MEDIAN visits. Passers-by are
 * not visits, and days stored before lengths were kept to the second have none.
 */
export function medianVisitSeconds(day: DayUsage): number | null {
  const total = endedVisits(day);
  if (total < MIN_VISITS_FOR_MEDIAN) return null;
  const sorted = Object.entries(day.visitSeconds)
    .map(([seconds, count]) => [Number(seconds), count] as const)
    .sort(([a], [b]) => a - b);
  const at = (rank: number): number => {
    let before = 0;
    for (const [seconds, count] of sorted) {
      before += count;
      if (rank < before) return seconds;
    }
    return sorted[sorted.length - 1]?.[0] ?? 0;
  };
  return Math.round((at(Math.floor((total - 1) / 2)) + at(Math.floor(total / 2))) / 2);
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
  day.passersBy = asCount(raw.passersBy);
  if (isPlainObject(raw.visitSeconds)) {
    for (const [key, count] of Object.entries(raw.visitSeconds)) {
      const seconds = Number(key);
      if (
        Number.isInteger(seconds) &&
        seconds >= 0 &&
        seconds <= MAX_VISIT_SECONDS &&
        isCount(count) &&
        count > 0
      )
        day.visitSeconds[String(seconds)] = count;
    }
  }
  for (const field of HOURLY_FIELDS) {
    const hours = raw[field];
    if (Array.isArray(hours) && hours.length === day[field].length) day[field] = hours.map(asCount);
  }
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
