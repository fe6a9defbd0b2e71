import {
  countsKey,
  emptyDayUsage,
  HOURLY_FIELDS,
  HOURS_IN_DAY,
  isCount,
  isUsageCounts,
  MAX_USAGE_DAYS,
  MAX_VISIT_SECONDS,
  parseCountsKey,
  SLIDE_TALLIES,
  USAGE_FORMAT,
  USAGE_TALLIES,
  type DayUsage,
  type HourlyField,
  type SlideTally,
  type UsageCounts,
  type UsageTally,
} from '@shared/usageSchema';
import { SLIDE_KEYS, USAGE_KEYS } from '../../../lib/usage/usageKeys';
import { CSV_HEADER, HOURLY_MEASURES, SLIDE_MEASURES, VISIT_SECONDS_MEASURE } from './usageCsv';
import { bucketKey } from './usageLabels';

/** Cells of an RFC 4180 text (quoted cells may hold commas, quotes and line breaks); null when a quote is left open. */
export function parseCsvRows(text: string): string[][] | null {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let index = text.startsWith('\uFEFF') ? 1 : 0;
  for (; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char !== '"') cell += char;
      else if (text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else quoted = false;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (quoted) return null;
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

const TALLY_MEASURES: readonly string[] = USAGE_TALLIES;
const slideTally = (measure: string): SlideTally | undefined =>
  SLIDE_TALLIES.find((tally) => SLIDE_MEASURES[tally] === measure);
const hourlyField = (measure: string): HourlyField | undefined =>
  HOURLY_FIELDS.find((field) => HOURLY_MEASURES[field] === measure);
/** Rows the staff view derives from others (`visits`, medians): read past, never trusted. */
const DERIVED = ['visits', 'median_session_seconds', 'median_visit_seconds'];

/** Puts one row's count in its day; false when the row makes no sense (the file is refused). */
function readRow(day: DayUsage, measure: string, item: string, count: number): boolean {
  if (measure === 'sessions') day.sessions = count;
  else if (measure === 'searches') day.searches = count;
  else if (measure === 'passers_by') day.passersBy = count;
  else if (measure === 'session_length') {
    const index = day.lengths.findIndex((_, bucket) => bucketKey(bucket) === item);
    if (index === -1) return false;
    day.lengths[index] = count;
  } else if (TALLY_MEASURES.includes(measure)) {
    const tally = measure as UsageTally;
    if (!USAGE_KEYS[tally].includes(item)) return false;
    if (count > 0) day[tally][item] = count;
  } else if (measure === VISIT_SECONDS_MEASURE) {
    const seconds = Number(item);
    if (!Number.isInteger(seconds) || seconds < 0 || seconds > MAX_VISIT_SECONDS) return false;
    if (count > 0) day.visitSeconds[String(seconds)] = count;
  } else if (slideTally(measure)) {
    const tally = slideTally(measure) as SlideTally;
    if (!SLIDE_KEYS.includes(item)) return false;
    day[tally] = { ...day[tally], ...(count > 0 ? { [item]: count } : {}) };
  } else if (hourlyField(measure)) {
    const hour = Number(item);
    if (!/^\d\d$/.test(item) || hour >= HOURS_IN_DAY) return false;
    (day[hourlyField(measure) as HourlyField] as number[])[hour] = count;
  } else if (!DERIVED.includes(measure)) return false;
  return true;
}

/**
 * A usage CSV a kiosk exported (usageToCsv), read back into counts: the rows
 * of each day, kiosk, event and mode into that day's counters. Null for
 * anything else, or for a file damaged anywhere: a half-read file would count
 * half a kiosk. A file exported before the `mode` column reads as a kiosk's.
 */
export function readUsageCsv(text: string): UsageCounts | null {
  const rows = parseCsvRows(text);
  const header = rows?.[0]?.join(',');
  const width = CSV_HEADER.length;
  const withMode = header === CSV_HEADER.join(',');
  if (!rows || (!withMode && header !== CSV_HEADER.slice(0, width - 1).join(','))) return null;
  const counts: UsageCounts = { format: USAGE_FORMAT, days: {} };
  for (const row of rows.slice(1)) {
    if (row.length === 1 && row[0] === '') continue;
    if (row.length !== (withMode ? width : width - 1)) return null;
    const [date = '', kiosk = '', event = '', measure = '', item = '', , count = '', mode = ''] =
      row;
    if (mode !== '' && mode !== 'kiosk' && mode !== 'presentation') return null;
    const key = countsKey({
      date,
      kiosk: kiosk || null,
      event: event || null,
      mode: mode === 'presentation' ? 'presentation' : 'kiosk',
    });
    if (parseCountsKey(key) === null) return null;
    if (count === '' && DERIVED.includes(measure)) continue;
    const value = Number(count);
    if (!/^\d+$/.test(count) || !isCount(value)) return null;
    const day = counts.days[key] ?? emptyDayUsage();
    counts.days[key] = day;
    if (!readRow(day, measure, item, value)) return null;
  }
  const days = Object.keys(counts.days).length;
  return days > 0 && days <= MAX_USAGE_DAYS && isUsageCounts(counts) ? counts : null;
}
