import {
  parseCountsKey,
  USAGE_TALLIES,
  type DayUsage,
  type UsageCounts,
} from '@shared/usageSchema';
import { medianSessionSeconds } from '../usage/usageReducer';
import { bucketKey, tallyRows, type TallyLabel } from './usageLabels';

/** `kiosk` and `event` name where the counts were made, so several kiosks' exports stack in one sheet. */
const CSV_HEADER = ['date', 'kiosk', 'event', 'measure', 'item', 'label', 'count'] as const;

export interface CsvLabels {
  bucket: (index: number) => string;
  tally: TallyLabel;
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
  ];
  return rows.map((row) => [...where, ...row]);
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
