import {
  parseCountsKey,
  SLIDE_TALLIES,
  USAGE_TALLIES,
  type DayUsage,
  type UsageCounts,
} from '@shared/usageSchema';
import { medianSessionSeconds } from '../../../lib/usage/usageReducer';
import { SLIDE_KEYS } from '../../../lib/usage/usageKeys';
import { bucketKey, tallyRows, type TallyLabel } from './usageLabels';

/**
 * `kiosk` and `event` name where the counts were made, so several kiosks' exports stack in one sheet.
 * `mode` came last, with presentations (`kiosk` or `presentation`): the columns before it are as
 * they were, so an older export still stacks under a newer one (its rows leave `mode` empty).
 */
const CSV_HEADER = ['date', 'kiosk', 'event', 'measure', 'item', 'label', 'count', 'mode'] as const;

/** A presentation's slide counters in the CSV's `measure` column. */
const SLIDE_MEASURES = { slides: 'slides', slideSeconds: 'slide_seconds' } as const;

export interface CsvLabels {
  bucket: (index: number) => string;
  tally: TallyLabel;
  /** A slide's name, for a presentation's rows. */
  slide: (key: string) => string;
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
  const median = medianSessionSeconds(day);
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
