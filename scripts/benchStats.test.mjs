import { describe, expect, it } from 'vitest';
import {
  firstLine,
  markdownTable,
  median,
  parseRuns,
  pickByName,
  runsMarkdown,
  summarizeRuns,
} from './benchStats.mjs';

describe('median', () => {
  it('takes the middle of an odd count, whatever the order', () => {
    expect(median([9.1, 2.2, 5.7])).toBe(5.7);
  });

  it('takes the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('refuses no values', () => {
    expect(() => median([])).toThrow('No values');
  });
});

describe('summarizeRuns', () => {
  it('gives the median in seconds with one decimal', () => {
    expect(summarizeRuns([{ ms: 2_430 }, { ms: 9_120 }, { ms: 2_380 }])).toEqual({
      seconds: 2.4,
      text: '2.4',
      failures: [],
    });
  });

  it('takes the median of the runs that succeeded when most did, and names the others', () => {
    const cell = summarizeRuns([
      { ms: 3_000 },
      { error: 'menu not shown after 60 s' },
      { ms: 5_000 },
    ]);
    expect(cell).toEqual({ seconds: 4, text: '4.0', failures: ['menu not shown after 60 s'] });
  });

  it('gives a dash with each reason once when half or more failed', () => {
    const cell = summarizeRuns([{ error: 'no FAQ' }, { ms: 1_000 }, { error: 'no FAQ' }]);
    expect(cell).toEqual({ seconds: null, text: '—', failures: ['no FAQ'] });
    expect(summarizeRuns([{ ms: 1_000 }, { error: 'timeout' }]).text).toBe('—');
  });
});

describe('markdownTable', () => {
  it('writes a header, its rule and the rows, escaping pipes', () => {
    expect(markdownTable(['usable after (s)', '2G, CPU 4×'], [['menu | `/`', '2.4']])).toBe(
      '| usable after (s) | 2G, CPU 4× |\n| --- | --- |\n| menu \\| `/` | 2.4 |',
    );
  });
});

describe('pickByName', () => {
  const columns = ['2G, CPU 4×', '2G, CPU 6×', 'slow 3G, CPU 4×'];
  const same = (/** @type {string} */ name) => name;

  it('keeps the items whose name holds one of the terms', () => {
    expect(pickByName(columns, same, 'console;CPU 6×')).toEqual(['2G, CPU 6×']);
    expect(pickByName(columns, same, 'slow;6×')).toEqual(['2G, CPU 6×', 'slow 3G, CPU 4×']);
  });

  it('keeps all of them when no term names one, or when there is no term', () => {
    expect(pickByName(columns, same, 'console')).toEqual(columns);
    expect(pickByName(columns, same, '')).toEqual(columns);
  });

  it('reads the name the caller gives', () => {
    const rows = [{ row: 'menu, `/`' }, { row: 'menu, `fr/`' }];
    expect(pickByName(rows, (item) => item.row, 'fr/')).toEqual([{ row: 'menu, `fr/`' }]);
  });
});

describe('runsMarkdown', () => {
  const loadAverage = { start: 2.04, end: 3.26 };

  it('writes the medians, a dash where a cell is missing, and the load', () => {
    const text = runsMarkdown('usable after (s)', {
      runs: 3,
      columns: ['2G', 'slow 3G'],
      rows: [{ row: 'menu', cells: { '2G': { text: '2.4', failures: [] } } }],
      loadAverage,
    });
    expect(text).toBe(
      '| usable after (s), median of 3 | 2G | slow 3G |\n| --- | --- | --- |\n| menu | 2.4 | — |' +
        '\n\nLoad average (1 min) 2.0 at the start, 3.3 at the end.',
    );
  });

  it("lists each failed run's reason under the table, by row and column", () => {
    const text = runsMarkdown('view content visible (s)', {
      runs: 1,
      columns: ['2G'],
      rows: [{ row: '`#/videos`', cells: { '2G': { text: '—', failures: ['not after 60 s'] } } }],
      loadAverage,
    });
    expect(text.endsWith('\n\nRuns that failed:\n- `#/videos`, 2G: not after 60 s')).toBe(true);
  });
});

describe('parseRuns', () => {
  it('reads a whole number of runs', () => {
    expect(parseRuns('5')).toBe(5);
  });

  it.each(['0', '1.5', 'three', undefined])('refuses %s', (text) => {
    expect(() => parseRuns(text)).toThrow('a whole number ≥ 1');
  });
});

describe('firstLine', () => {
  it("keeps an error's first line, without Playwright's call log", () => {
    expect(firstLine(new Error('Timeout 60000ms exceeded.\nCall log:\n  - waiting'))).toBe(
      'Timeout 60000ms exceeded.',
    );
    expect(firstLine('closed')).toBe('closed');
  });
});
