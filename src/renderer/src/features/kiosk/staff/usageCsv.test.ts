import {
  emptyDayUsage,
  SESSION_LENGTH_BOUNDS,
  USAGE_TALLIES,
  type UsageCounts,
} from '@shared/usageSchema';
import { parse as parseCsv } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { en } from '../../../content/en/site';
import { staffCopies } from '../../../content/staff';
import { USAGE_KEYS } from '../../../lib/usage/usageKeys';
import { lengthBucket } from '../../../lib/usage/usageReducer';
import { csvCell, csvLabels, usageToCsv, type CsvLabels } from './usageCsv';
import { tallyLabeller } from './usageLabels';

const staff = staffCopies.en;
const labels = csvLabels(staff, tallyLabeller(staff, en, 'Lyceo'));

const day = (sessions: number) => {
  const usage = emptyDayUsage();
  usage.sessions = sessions;
  return usage;
};

/** Reads the CSV back with a real RFC 4180 parser, holding it to CRLF line ends. */
const parse = (csv: string): string[][] => parseCsv(csv, { record_delimiter: '\r\n' });

describe('usage CSV', () => {
  it('starts with its header', () => {
    expect(usageToCsv({ format: 1, days: {} }, labels)).toBe(
      'date,kiosk,event,measure,item,label,count,mode\r\n',
    );
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
      USAGE_TALLIES.reduce((n, t) => n + USAGE_KEYS[t].length, 0) +
      // Then a kiosk's visit rows: visits, passers-by, their median, and three per-hour measures.
      3 +
      3 * 24;
    expect(rows).toHaveLength(1 + 2 * measuresPerDay);
    expect(rows.every((row) => row.length === 8)).toBe(true);
    const dates = rows.slice(1).map((row) => row[0]);
    expect(dates.indexOf('2025-03-15')).toBe(measuresPerDay);
    const keys = rows.map((row) => row.slice(0, 5).join(' '));
    expect(new Set(keys).size).toBe(keys.length);

    const find = (measure: string, item = '') =>
      rows.find((row) => row[0] === '2025-03-15' && row[3] === measure && row[4] === item);
    // A kiosk without name or event leaves both columns empty.
    expect(find('sessions')).toEqual(['2025-03-15', '', '', 'sessions', '', '', '2', 'kiosk']);
    expect(find('median_session_seconds')?.[6]).toBe('15');
    expect(find('visits')?.[6]).toBe('2');
    expect(find('passers_by')?.[6]).toBe('0');
    expect(find('median_visit_seconds')?.[6]).toBe(''); // fewer than 5 visits
    expect(find('visits_by_hour', '09')?.[5]).toBe('9 h');
    expect(find('session_length', '10-20s')).toEqual([
      '2025-03-15',
      '',
      '',
      'session_length',
      '10-20s',
      '10–20 s',
      '2',
      'kiosk',
    ]);
    expect(find('session_length', '1200s+')?.[5]).toBe('20 min or more');
    expect(find('searches')?.[6]).toBe('4');
    expect(find('languages', 'fr')).toEqual([
      '2025-03-15',
      '',
      '',
      'languages',
      'fr',
      'Français',
      '1',
      'kiosk',
    ]);
    expect(find('languages', 'en')?.[6]).toBe('0');
    expect(find('routes', '/console')?.[5]).toBe('Document Console');
    expect(find('qr', 'store')?.[6]).toBe('3');
    expect(find('faq', 'free')).toEqual([
      '2025-03-15',
      '',
      '',
      'faq',
      'free',
      'Is the app free?',
      '1',
      'kiosk',
    ]);
    expect(rows.find((row) => row[0] === '2025-03-14' && row[3] === 'sessions')?.[6]).toBe('7');
    expect(
      rows.find((row) => row[0] === '2025-03-14' && row[3] === 'median_session_seconds')?.[6],
    ).toBe('');
  });

  it("names each row's kiosk and event, so two kiosks' exports stack into one table", () => {
    const standA = usageToCsv(
      {
        format: 1,
        days: {
          '2026-03-14/stand-a/foire-yaounde-2026': day(3),
          '2026-03-14/stand-a/salon-2026': day(1),
        },
      },
      labels,
    );
    const standB = usageToCsv(
      { format: 1, days: { '2026-03-14/stand-b/foire-yaounde-2026': day(5) } },
      labels,
    );
    // Pasted one under the other, the second file's header left out.
    const stacked = parse(standA + standB.slice(standB.indexOf('\r\n') + 2));
    const [header, ...rows] = stacked;
    expect(header).toEqual(['date', 'kiosk', 'event', 'measure', 'item', 'label', 'count', 'mode']);
    expect(rows.every((row) => row.length === 8)).toBe(true);
    const sessions = rows
      .filter((row) => row[3] === 'sessions')
      .map(([date, kiosk, event, , , , count]) => [date, kiosk, event, count]);
    expect(sessions).toEqual([
      ['2026-03-14', 'stand-a', 'foire-yaounde-2026', '3'],
      ['2026-03-14', 'stand-a', 'salon-2026', '1'],
      ['2026-03-14', 'stand-b', 'foire-yaounde-2026', '5'],
    ]);
    // Every row is told apart by date, kiosk, event, measure and item.
    const keys = rows.map((row) => row.slice(0, 5).join(' '));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("puts a presentation's rows beside the kiosk's, told apart by mode, with each slide shown and its seconds", () => {
    const kioskDay = day(4);
    const presentation = { ...day(1), slides: { home: 2, closing: 1 }, slideSeconds: { home: 75 } };
    const rows = parse(
      usageToCsv(
        {
          format: 1,
          days: {
            '2026-03-14//foire-2026': kioskDay,
            '2026-03-14//foire-2026/presentation': presentation,
          },
        },
        labels,
      ),
    ).slice(1);
    const find = (mode: string, measure: string, item = '') =>
      rows.find((row) => row[7] === mode && row[3] === measure && row[4] === item);
    expect(find('kiosk', 'sessions')?.[6]).toBe('4');
    expect(find('presentation', 'sessions')?.[6]).toBe('1');
    expect(find('presentation', 'slides', 'home')).toEqual([
      '2026-03-14',
      '',
      'foire-2026',
      'slides',
      'home',
      'Opening',
      '2',
      'presentation',
    ]);
    expect(find('presentation', 'slide_seconds', 'home')?.[6]).toBe('75');
    expect(find('presentation', 'slides', 'pricing')?.[6]).toBe('0');
    // A presentation has no visits nor passers-by; a kiosk's day has no slide rows.
    expect(
      rows.filter((row) => row[7] === 'presentation' && /visit|passer/.test(row[3] ?? '')),
    ).toEqual([]);
    expect(rows.filter((row) => row[7] === 'kiosk' && row[3]?.startsWith('slide'))).toEqual([]);
    const keys = rows.map((row) => [...row.slice(0, 5), row[7]].join(' '));
    expect(new Set(keys).size).toBe(keys.length);
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
    expect(rows.find((row) => row[3] === 'faq')?.[5]).toBe('Is it "free", really?');
  });
});
