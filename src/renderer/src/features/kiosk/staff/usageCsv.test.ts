import {
  emptyDayUsage,
  SESSION_LENGTH_BOUNDS,
  USAGE_TALLIES,
  type UsageCounts,
} from '@shared/usageSchema';
import { parse as parseCsv } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { en } from '../../../content/en';
import { staffCopies } from '../../../content/staff';
import { usageKeys } from '../usage/usageKeys';
import { lengthBucket } from '../usage/usageReducer';
import { csvCell, usageToCsv, type CsvLabels } from './usageCsv';
import { bucketLabel, tallyLabeller } from './usageLabels';

const staff = staffCopies.en;
const labels: CsvLabels = {
  bucket: (index) => bucketLabel(index, staff),
  tally: tallyLabeller(staff, en, 'Lyceo'),
};

const day = (sessions: number) => {
  const usage = emptyDayUsage();
  usage.sessions = sessions;
  return usage;
};

/** Reads the CSV back with a real RFC 4180 parser, holding it to CRLF line ends. */
const parse = (csv: string): string[][] => parseCsv(csv, { record_delimiter: '\r\n' });

describe('usage CSV', () => {
  it('starts with its header', () => {
    expect(usageToCsv({ format: 1, days: {} }, labels)).toBe('date,measure,item,label,count\r\n');
  });

  it('has one row per day and measure, oldest day first', () => {
    const counts: UsageCounts = {
      format: 1,
      days: { '2025-03-15': day(2), '2025-03-14': day(7) },
    };
    const today = counts.days['2025-03-15'];
    if (!today) throw new Error('no day');
    today.lengths[lengthBucket(15)] = 2;
    today.languages.fr = 1;
    today.qr.store = 3;
    today.faq.free = 1;
    today.searches = 4;

    const rows = parse(usageToCsv(counts, labels));
    const measuresPerDay =
      2 +
      (SESSION_LENGTH_BOUNDS.length + 1) +
      1 +
      USAGE_TALLIES.reduce((n, t) => n + usageKeys()[t].length, 0);
    expect(rows).toHaveLength(1 + 2 * measuresPerDay);
    expect(rows.every((row) => row.length === 5)).toBe(true);
    const dates = rows.slice(1).map((row) => row[0]);
    expect(dates.indexOf('2025-03-15')).toBe(measuresPerDay);
    const keys = rows.map((row) => `${row[0]} ${row[1]} ${row[2]}`);
    expect(new Set(keys).size).toBe(keys.length);

    const find = (measure: string, item = '') =>
      rows.find((row) => row[0] === '2025-03-15' && row[1] === measure && row[2] === item);
    expect(find('sessions')).toEqual(['2025-03-15', 'sessions', '', '', '2']);
    expect(find('median_session_seconds')?.[4]).toBe('15');
    expect(find('session_length', '10-20s')).toEqual([
      '2025-03-15',
      'session_length',
      '10-20s',
      '10–20 s',
      '2',
    ]);
    expect(find('session_length', '1200s+')?.[3]).toBe('20 min or more');
    expect(find('searches')?.[4]).toBe('4');
    expect(find('languages', 'fr')).toEqual(['2025-03-15', 'languages', 'fr', 'Français', '1']);
    expect(find('languages', 'en')?.[4]).toBe('0');
    expect(find('routes', '/console')?.[3]).toBe('Document Console');
    expect(find('qr', 'store')?.[4]).toBe('3');
    expect(find('faq', 'free')).toEqual(['2025-03-15', 'faq', 'free', 'Is the app free?', '1']);
    expect(rows.find((row) => row[0] === '2025-03-14' && row[1] === 'sessions')?.[4]).toBe('7');
    expect(
      rows.find((row) => row[0] === '2025-03-14' && row[1] === 'median_session_seconds')?.[4],
    ).toBe('');
  });

  it('escapes commas, quotes and line breaks, and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(12)).toBe('12');
    expect(csvCell('Lessons, papers')).toBe('"Lessons, papers"');
    expect(csvCell('The "best" app')).toBe('"The ""best"" app"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");

    const tricky: CsvLabels = { ...labels, tally: () => 'Is it "free", really?' };
    const rows = parse(usageToCsv({ format: 1, days: { '2025-03-15': day(1) } }, tricky));
    expect(rows.find((row) => row[1] === 'faq')?.[3]).toBe('Is it "free", really?');
  });
});
