import { describe, expect, it } from 'vitest';
import { markdownTable, median, summarizeRuns } from './benchStats.mjs';

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
