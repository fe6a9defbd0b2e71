import { USAGE_TALLIES, type DayUsage, type UsageCounts } from '@shared/usageSchema';
import { medianSessionSeconds } from '../usage/usageReducer';
import { bucketKey, tallyRows, type TallyLabel } from './usageLabels';

const CSV_HEADER = ['date', 'measure', 'item', 'label', 'count'] as const;

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

function dayRows(date: string, day: DayUsage, labels: CsvLabels): (string | number)[][] {
  const median = medianSessionSeconds(day);
  const tallies = tallyRows(day, labels.tally);
  return [
    [date, 'sessions', '', '', day.sessions],
    [date, 'median_session_seconds', '', '', median ?? ''],
    ...day.lengths.map((count, index) => [
      date,
      'session_length',
      bucketKey(index),
      labels.bucket(index),
      count,
    ]),
    [date, 'searches', '', '', day.searches],
    ...USAGE_TALLIES.flatMap((tally) =>
      tallies[tally].map(({ key, label, count }) => [date, tally, key, label, count]),
    ),
  ];
}

/** The whole store as CSV for the team's spreadsheet: one row per day and measure, oldest day first. */
export function usageToCsv(counts: UsageCounts, labels: CsvLabels): string {
  const rows = [
    [...CSV_HEADER],
    ...Object.keys(counts.days)
      .sort()
      .flatMap((date) => dayRows(date, counts.days[date] as DayUsage, labels)),
  ];
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
