/**
 * The kiosk's usage counts as they are stored: numbers per local day (and per
 * kiosk name and event, when the kiosk has them) under a fixed set of keys. No text a visitor typed, no identifier, no time of day:
 * nothing personal. The renderer counts (lib/usage, features/kiosk/usage); main checks
 * every write against this shape before it reaches the disk.
 */

/** Bumped when the stored shape changes; older files are then moved aside. */
export const USAGE_FORMAT = 1;
/** Days kept; the oldest day goes when a new one starts. */
export const MAX_USAGE_DAYS = 120;
/**
 * A full store: 120 busy days with every visit's length to the second (a few
 * hundred distinct lengths a day) stays under 600 KB of JSON; anything much
 * larger is not ours.
 */
export const MAX_USAGE_BYTES = 1024 * 1024;
/** A counter stops here rather than growing without bound. */
export const MAX_COUNT = 1_000_000_000;
/** Upper bounds, in seconds, of the session-length buckets; one last bucket holds longer sessions. */
export const SESSION_LENGTH_BOUNDS = [10, 20, 30, 45, 60, 90, 120, 180, 300, 600, 1200] as const;

/** Where session-length bucket `index` starts and ends, in seconds; the last has no end. */
export function bucketBounds(index: number): { from: number; to: number | undefined } {
  return {
    from: index === 0 ? 0 : (SESSION_LENGTH_BOUNDS[index - 1] ?? 0),
    to: SESSION_LENGTH_BOUNDS[index],
  };
}
/**
 * Counters keyed by what was seen or chosen: language, route, landing section,
 * QR kind (codes a visitor tapped a link for), FAQ question; then the store
 * codes shown on screen without a tap (`shown`, by place) and the visits that
 * reached a store code (`reached`: tapped, or seen long enough).
 */
export const USAGE_TALLIES = [
  'languages',
  'routes',
  'sections',
  'qr',
  'faq',
  'shown',
  'reached',
] as const;
/**
 * How a visit reached a store QR code, once per visit: `tapped` a store link
 * (its QR dialog opened), else `seen`: a store code on screen (the hero's) for
 * QR_SEEN_MS while the visit lasted.
 */
export const STORE_REACH = ['tapped', 'seen'] as const;
export type StoreReach = (typeof STORE_REACH)[number];
/** How long a store code must stay on screen during a visit, with someone there, to count as seen. */
export const QR_SEEN_MS = 5000;
/** Someone is at the kiosk while their last touch is at most this old. */
export const PRESENCE_MS = 30_000;
/**
 * A passer-by: touched the kiosk and was gone within this long (from the first
 * touch to the last). Anyone who stays longer is a visit.
 */
export const PASSER_BY_MS = 5000;
/** True when a session of `ms` (first touch to last) was a passer-by's, not a visit. */
export const isPasserBy = (ms: number): boolean => ms < PASSER_BY_MS;
/** A visit's length is kept to the second up to this; longer visits are kept as this long. */
export const MAX_VISIT_SECONDS = 3600;
/** The hours of a day, for the per-hour counts. */
export const HOURS_IN_DAY = 24;
/**
 * Figures added with passers-by (issue 63): a day stored before them has none
 * and is still valid, read as if nothing had been counted there.
 * `passersBy`: sessions that were a passer-by's (they are in `sessions` too).
 * `visitSeconds`: each ended visit's length, whole seconds (as a key) to how
 * many visits lasted exactly that: the median is a real one.
 * `visitsByHour`, `passersByHour`, `reachedByHour`: 24 counts, by the local
 * hour the visit (or passer-by) started.
 */
export const HOURLY_FIELDS = ['visitsByHour', 'passersByHour', 'reachedByHour'] as const;
export type HourlyField = (typeof HOURLY_FIELDS)[number];
export const VISIT_FIELDS = ['passersBy', 'visitSeconds', ...HOURLY_FIELDS] as const;

/** Tallies added after the first kiosks counted: a day stored before them has none, and is still valid. */
export const LATER_TALLIES = ['shown', 'reached'] as const satisfies readonly UsageTally[];
export const MAX_TALLY_KEYS = 16;

export type UsageTally = (typeof USAGE_TALLIES)[number];

/**
 * How the counts were made: a kiosk's visits, or a presenter's slide shows
 * (features/present), each a session of its own. A presentation's days carry
 * the slides shown and the seconds on each; a kiosk's never do.
 */
export const USAGE_MODES = ['kiosk', 'presentation'] as const;
export type UsageMode = (typeof USAGE_MODES)[number];
/** Counters by slide: times each slide was shown, and the seconds it was on screen (blank screen left out). */
export const SLIDE_TALLIES = ['slides', 'slideSeconds'] as const;
export type SlideTally = (typeof SLIDE_TALLIES)[number];

export interface DayUsage
  extends
    Record<UsageTally, Record<string, number>>,
    Partial<Record<SlideTally, Record<string, number>>> {
  /** Sessions: a visitor dismissed the attract screen, or a presentation started. */
  sessions: number;
  /** Ended sessions per length bucket (SESSION_LENGTH_BOUNDS, then longer). */
  lengths: number[];
  /** Console searches started (never their text). */
  searches: number;
  /** Sessions that were a passer-by's (PASSER_BY_MS); the rest are visits. */
  passersBy: number;
  /** Ended visits by length in whole seconds (the key), up to MAX_VISIT_SECONDS. */
  visitSeconds: Record<string, number>;
  visitsByHour: number[];
  passersByHour: number[];
  reachedByHour: number[];
}

export interface UsageCounts {
  format: typeof USAGE_FORMAT;
  /**
   * Keyed by local date, `YYYY-MM-DD`, or `YYYY-MM-DD/kiosk/event` for a kiosk
   * with a name or an event (countsKey): a new event mid-day starts a new entry
   * instead of mixing into the day's. Plain dates are what kiosks stored before
   * events, so those files stay valid as they are. A presentation's counts go
   * under `YYYY-MM-DD/kiosk/event/presentation`, apart from the kiosk's visits.
   */
  days: Record<string, DayUsage>;
}

export const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;
const KEY_PART = /^[a-z0-9-]{0,40}$/;

/** Where counts land: a local day, the kiosk's name and event (slugs) or null, and the mode (a kiosk's when left out). */
export interface CountsPlace {
  date: string;
  kiosk: string | null;
  event: string | null;
  mode?: UsageMode;
}

/** The `days` key of a place: the bare date for a kiosk with neither name nor event. */
export function countsKey({ date, kiosk, event, mode = 'kiosk' }: CountsPlace): string {
  if (mode === 'presentation') return `${date}/${kiosk ?? ''}/${event ?? ''}/${mode}`;
  return kiosk === null && event === null ? date : `${date}/${kiosk ?? ''}/${event ?? ''}`;
}

/**
 * The place a `days` key stands for, or null when it is not one countsKey
 * writes. `mode` is there for a presentation only: a kiosk's keys read as before.
 */
export function parseCountsKey(key: string): CountsPlace | null {
  const [date = '', ...rest] = key.split('/');
  if (!isCountsDay(date)) return null;
  if (rest.length === 0) return { date, kiosk: null, event: null };
  const [kiosk = '', event = '', mode] = rest;
  const presentation = rest.length === 3 && mode === 'presentation';
  if (rest.length !== 2 && !presentation) return null;
  if (!KEY_PART.test(kiosk) || !KEY_PART.test(event)) return null;
  const place = { date, kiosk: kiosk || null, event: event || null };
  if (presentation) return { ...place, mode: 'presentation' };
  return kiosk === '' && event === '' ? null : place;
}

/** `YYYY-MM-DD` of the local day: a fair day ends at the kiosk's midnight, not UTC's. */
export function localDayKey(ms: number): string {
  const date = new Date(ms);
  const pad = (value: number): string => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A date the calendar has: `2025-13-01` or `2025-02-30` fit DAY_KEY but are no day (and break date formatting). */
export function isCalendarDay(key: string): boolean {
  if (!DAY_KEY.test(key)) return false;
  const [year = 0, month = 0, day = 0] = key.split('-').map(Number);
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/**
 * The years a kiosk's clock can be in, however wrong: a dead clock battery
 * restarts at 1970 (the epoch), 2000 or its firmware's date, a 32-bit clock
 * wraps to 1901 or 2106. Year 0000 or 9999 is no clock's: garbage, refused.
 */
export const COUNTS_YEARS = { from: 1900, to: 2199 } as const;

/**
 * A day counts can land on: a real calendar date in COUNTS_YEARS. Not bounded
 * by the kiosk's clock: a clock that is behind would make every real day look
 * "from the future", and dropping those wiped a fair's counts (daysAheadOfClock
 * tells staff instead).
 */
export function isCountsDay(key: string): boolean {
  const year = Number(key.slice(0, 4));
  return isCalendarDay(key) && year >= COUNTS_YEARS.from && year <= COUNTS_YEARS.to;
}

/**
 * The `days` keys later than tomorrow on the kiosk's clock (`now`), sorted:
 * counted while the clock was ahead, or the clock is behind now. Either way
 * staff should set the clock; the counts are kept. (Tomorrow is no sign: a
 * clock set a little back since, or a kiosk across a time-zone change.)
 */
export function daysAheadOfClock(counts: UsageCounts, now: number): string[] {
  const tomorrow = new Date(now);
  tomorrow.setDate(tomorrow.getDate() + 1);
  const last = localDayKey(tomorrow.getTime());
  return Object.keys(counts.days)
    .filter((key) => key.slice(0, 10) > last)
    .sort();
}
export const TALLY_KEY = /^[a-z0-9/-]{1,40}$/;
/** Fields every stored day has, since the first kiosks counted. */
const FIRST_DAY_FIELDS = ['sessions', 'lengths', 'searches', ...USAGE_TALLIES].filter(
  (field) => !(LATER_TALLIES as readonly string[]).includes(field),
);
/**
 * The shapes a day was ever stored in, oldest first: fields added later
 * (LATER_TALLIES, then VISIT_FIELDS) are missing from days stored before them.
 * A presentation's day has its slide counters too. Any other set of fields
 * (half of a later addition, say) is no shape a kiosk wrote: not ours.
 */
const DAY_SHAPES: readonly string[][] = [
  FIRST_DAY_FIELDS,
  [...FIRST_DAY_FIELDS, ...LATER_TALLIES],
  [...FIRST_DAY_FIELDS, ...LATER_TALLIES, ...VISIT_FIELDS],
].map((fields) => fields.sort());
const STORE_FIELDS = ['days', 'format'];

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An object with exactly these fields, no more, no fewer (`sortedFields` in sort order). */
function hasExactFields(
  value: unknown,
  sortedFields: readonly string[],
): value is Record<string, unknown> {
  if (!isPlainObject(value)) return false;
  const fields = Object.keys(value).sort();
  return (
    fields.length === sortedFields.length &&
    fields.every((field, index) => field === sortedFields[index])
  );
}

export function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_COUNT;
}

function isTally(
  value: unknown,
  maxKeys = MAX_TALLY_KEYS,
  key = TALLY_KEY,
): value is Record<string, number> {
  if (!isPlainObject(value)) return false;
  const entries = Object.entries(value);
  return (
    entries.length <= maxKeys && entries.every(([name, count]) => key.test(name) && isCount(count))
  );
}

/** A visit length key: whole seconds, 0 to MAX_VISIT_SECONDS, no leading zero. */
const SECONDS_KEY = /^(0|[1-9]\d{0,3})$/;
const isVisitSeconds = (value: unknown): boolean =>
  isTally(value, MAX_VISIT_SECONDS + 1, SECONDS_KEY) &&
  Object.keys(value).every((key) => Number(key) <= MAX_VISIT_SECONDS);
const isHourly = (value: unknown): boolean =>
  Array.isArray(value) && value.length === HOURS_IN_DAY && value.every(isCount);

/** A day as stored now, or as stored before a later field (withEveryTally fills those in). */
function isDayUsage(value: unknown): value is DayUsage {
  if (!isPlainObject(value)) return false;
  const slides = SLIDE_TALLIES.filter((tally) => tally in value);
  if (slides.length === 1) return false;
  const shape = Object.keys(value)
    .filter((field) => !slides.includes(field as SlideTally))
    .sort()
    .join();
  if (!DAY_SHAPES.some((fields) => fields.join() === shape)) return false;
  const present = (field: string): boolean => value[field] !== undefined;
  return (
    isCount(value.sessions) &&
    isCount(value.searches) &&
    Array.isArray(value.lengths) &&
    value.lengths.length === SESSION_LENGTH_BOUNDS.length + 1 &&
    value.lengths.every(isCount) &&
    USAGE_TALLIES.every((tally) => !present(tally) || isTally(value[tally])) &&
    SLIDE_TALLIES.every((tally) => !present(tally) || isTally(value[tally])) &&
    (!present('passersBy') || isCount(value.passersBy)) &&
    (!present('visitSeconds') || isVisitSeconds(value.visitSeconds)) &&
    HOURLY_FIELDS.every((field) => !present(field) || isHourly(value[field]))
  );
}

/** Valid counts with every day in today's shape: a tally a day was stored without is empty. */
export function withEveryTally(counts: UsageCounts): UsageCounts {
  const days = Object.entries(counts.days).map(([key, day]) => [
    key,
    { ...emptyDayUsage(), ...day },
  ]);
  return { ...counts, days: Object.fromEntries(days) as Record<string, DayUsage> };
}

/** Strict check of a whole store: exact fields, bounded keys, whole counts. */
export function isUsageCounts(value: unknown): value is UsageCounts {
  if (!hasExactFields(value, STORE_FIELDS)) return false;
  if (value.format !== USAGE_FORMAT || !isPlainObject(value.days)) return false;
  const days = Object.entries(value.days);
  return (
    days.length <= MAX_USAGE_DAYS &&
    days.every(([key, usage]) => parseCountsKey(key) !== null && isDayUsage(usage))
  );
}

/** A day with nothing counted yet. */
export function emptyDayUsage(): DayUsage {
  return {
    sessions: 0,
    lengths: SESSION_LENGTH_BOUNDS.map(() => 0).concat(0),
    searches: 0,
    languages: {},
    routes: {},
    sections: {},
    qr: {},
    faq: {},
    shown: {},
    reached: {},
    passersBy: 0,
    visitSeconds: {},
    visitsByHour: Array.from({ length: HOURS_IN_DAY }, () => 0),
    passersByHour: Array.from({ length: HOURS_IN_DAY }, () => 0),
    reachedByHour: Array.from({ length: HOURS_IN_DAY }, () => 0),
  };
}
