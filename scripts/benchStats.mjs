// Pure helpers of the benches: a median, the cell a measure's runs give (a
// median in seconds, or "—" with the reason when too few runs succeeded), and
// a Markdown table to paste into docs/performance.md.

/**
 * The middle value; of an even count, the mean of the two middle ones.
 * @param {number[]} values
 * @returns {number}
 */
export function median(values) {
  if (values.length === 0) throw new Error('No values to take the median of.');
  const sorted = [...values].sort((a, b) => a - b);
  const upper = Math.floor(sorted.length / 2);
  const high = sorted[upper] ?? NaN;
  return sorted.length % 2 === 1 ? high : ((sorted[upper - 1] ?? NaN) + high) / 2;
}

/** @typedef {{ ms: number, taps?: number, shownMs?: number } | { error: string }} RunResult */

/**
 * A measure's cell: the median in seconds (one decimal) of the runs that
 * succeeded when more than half did, else "—"; the failed runs' reasons, each
 * once, in both cases.
 * @param {RunResult[]} runs
 * @returns {{ seconds: number | null, text: string, failures: string[] }}
 */
export function summarizeRuns(runs) {
  const times = runs.flatMap((run) => ('ms' in run ? [run.ms] : []));
  const failures = [...new Set(runs.flatMap((run) => ('error' in run ? [run.error] : [])))];
  if (times.length * 2 <= runs.length) return { seconds: null, text: '—', failures };
  const seconds = Math.round(median(times) / 100) / 10;
  return { seconds, text: seconds.toFixed(1), failures };
}

/**
 * A Markdown table (Prettier aligns it once pasted into a .md file).
 * @param {string[]} header
 * @param {string[][]} rows
 * @returns {string}
 */
export function markdownTable(header, rows) {
  const line = (/** @type {string[]} */ cells) =>
    `| ${cells.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
