import {
  bucketBounds,
  HOURLY_FIELDS,
  parseCountsKey,
  SLIDE_TALLIES,
  USAGE_TALLIES,
  type DayUsage,
  type UsageCounts,
} from '@shared/usageSchema';
import { medianVisitSeconds } from '../../../lib/usage/usageReducer';
import { SLIDE_KEYS } from '../../../lib/usage/usageKeys';
import { fill } from '../../../lib/template';
import type { StaffCopy } from '../../../content/types';
import {
  bucketKey,
  bucketLabel,
  formatDuration,
  slideLabeller,
  tallyRows,
  type TallyLabel,
} from './usageLabels';

/**
 * `kiosk` and `event` name where the counts were made, so several kiosks' exports stack in one sheet.
 * `mode` came last, with presentations (`kiosk` or `presentation`): the columns before it are as
 * they were, so an older export still stacks under a newer one (its rows leave `mode` empty).
 */
export const CSV_HEADER = [
  'date',
  'kiosk',
  'event',
  'measure',
  'item',
  'label',
  'count',
  'mode',
] as const;

/** A presentation's slide counters in the CSV's `measure` column. */
export const SLIDE_MEASURES = { slides: 'slides', slideSeconds: 'slide_seconds' } as const;

/** The per-hour counts in the CSV's `measure` column; the item is the hour, `00` to `23`. */
export const HOURLY_MEASURES = {
  visitsByHour: 'visits_by_hour',
  passersByHour: 'passers_by_hour',
  reachedByHour: 'reached_by_hour',
} as const;

/** A visit length's item: whole seconds. */
export const VISIT_SECONDS_MEASURE = 'visit_seconds';

export interface CsvLabels {
  bucket: (index: number) => string;
  tally: TallyLabel;
  /** A slide's name, for a presentation's rows. */
  slide: (key: string) => string;
  /** An hour of the day, `9 h`. */
  hour: (hour: number) => string;
  /** A visit's length, `1 min 05 s`. */
  duration: (seconds: number) => string;
}

/** The CSV's labels in the staff's language; `tally` names the site's tallies (tallyLabeller). */
export function csvLabels(staff: StaffCopy, tally: TallyLabel): CsvLabels {
  return {
    bucket: (index) => bucketLabel(index, staff),
    tally,
    slide: slideLabeller(staff),
    hour: (hour) => fill(staff.timeline.hourLabel, { hour }),
    duration: (seconds) => formatDuration(seconds, staff),
  };
}

/**
 * The session-length median estimated from the buckets, as the CSV has always
 * given it (linear within the bucket that holds the middle session): kept so a
 * sheet built on earlier exports reads the same. The staff view shows the real
 * median of the visits instead (`median_visit_seconds`).
 */
function bucketMedian(day: DayUsage): number | null {
  const total = day.lengths.reduce((sum, count) => sum + count, 0);
  const half = total / 2;
  let before = 0;
  for (let index = 0; index < day.lengths.length; index += 1) {
    const count = day.lengths[index] ?? 0;
    if (count > 0 && before + count >= half) {
      const { from, to } = bucketBounds(index);
      return to === undefined ? from : Math.round(from + ((half - before) / count) * (to - from));
    }
    before += count;
  }
  return null;
}

const hourItem = (hour: number): string => String(hour).padStart(2, '0');

/** A kiosk day's visit figures, after the earlier rows: new rows, the columns unchanged. */
function visitRows(day: DayUsage, labels: CsvLabels): (string | number)[][] {
  const seconds = Object.keys(day.visitSeconds)
    .map(Number)
    .sort((a, b) => a - b);
  return [
    ['visits', '', '', Math.max(0, day.sessions - day.passersBy)],
    ['passers_by', '', '', day.passersBy],
    ['median_visit_seconds', '', '', medianVisitSeconds(day) ?? ''],
    ...seconds.map((length) => [
      VISIT_SECONDS_MEASURE,
      length,
      labels.duration(length),
      day.visitSeconds[String(length)] ?? 0,
    ]),
    ...HOURLY_FIELDS.flatMap((field) =>
      day[field].map((count, hour) => [
        HOURLY_MEASURES[field],
        hourItem(hour),
        labels.hour(hour),
        count,
      ]),
    ),
  ];
}

/**
 * One cell, RFC 4180: quoted when it holds a comma, quote or line break (quotes
 * doubled). A cell a spreadsheet would run as a formula (=, +, -, @) gets a
 * leading apostrophe first.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function dayRows(key: string, day: DayUsage, labels: CsvLabels): (string | number)[][] {
  const place = parseCountsKey(key);
  if (!place) return [];
  const where = [place.date, place.kiosk ?? '', place.event ?? ''];
  const mode = place.mode ?? 'kiosk';
  const median = bucketMedian(day);
  const tallies = tallyRows(day, labels.tally);
  const rows: (string | number)[][] = [
    ['sessions', '', '', day.sessions],
    ['median_session_seconds', '', '', median ?? ''],
    ...day.lengths.map((count, index) => [
      'session_length',
      bucketKey(index),
      labels.bucket(index),
      count,
    ]),
    ['searches', '', '', day.searches],
    ...USAGE_TALLIES.flatMap((tally) =>
      tallies[tally].map(({ key: item, label, count }) => [tally, item, label, count]),
    ),
    ...SLIDE_TALLIES.flatMap((tally) =>
      SLIDE_KEYS.filter(() => day[tally] !== undefined).map((item) => [
        SLIDE_MEASURES[tally],
        item,
        labels.slide(item),
        day[tally]?.[item] ?? 0,
      ]),
    ),
    // A presentation has no visits nor passers-by: its rows say what it measured (slides).
    ...(mode === 'kiosk' ? visitRows(day, labels) : []),
  ];
  return rows.map((row) => [...where, ...row, mode]);
}

/**
 * The whole store as CSV for the team's spreadsheet: one row per day, kiosk,
 * event and measure, oldest day first. No title rows: two kiosks' files stack
 * by pasting one under the other (header once).
 */
export function usageToCsv(counts: UsageCounts, labels: CsvLabels): string {
  const rows = [
    [...CSV_HEADER],
    ...Object.keys(counts.days)
      .sort()
      .flatMap((key) => dayRows(key, counts.days[key] as DayUsage, labels)),
  ];
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
