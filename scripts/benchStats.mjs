// Pure helpers of the benches: a median, the cell a measure's runs give (a
// median in seconds, or "—" with the reason when too few runs succeeded), a
// Markdown table to paste into docs/performance.md, and what their command
// lines share (`--only`, `--runs`). What they set up in a browser is benchSetup.mjs.

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

/**
 * The items whose name contains one of `only`'s terms (`;` between them, as `--only
 * "console;2G, CPU 4×"`), or all of them when none does: a term may pick rows, columns or both.
 * @template T
 * @param {readonly T[]} items
 * @param {(item: T) => string} nameOf
 * @param {string} only
 * @returns {T[]}
 */
export function pickByName(items, nameOf, only) {
  const terms = only.split(';');
  const picked = items.filter((item) => terms.some((term) => nameOf(item).includes(term)));
  return picked.length ? picked : [...items];
}

/**
 * A bench's table of medians, its machine's load, and each failed run's reason below it.
 * @param {string} measure what the figures are, e.g. "usable after (s)"
 * @param {{ runs: number, columns: string[], loadAverage: { start: number, end: number },
 *   rows: { row: string, cells: Record<string, { text: string, failures: string[] } | undefined> }[] }} result
 * @returns {string}
 */
export function runsMarkdown(measure, { runs, columns, rows, loadAverage }) {
  const table = markdownTable(
    [`${measure}, median of ${runs}`, ...columns],
    rows.map(({ row, cells }) => [row, ...columns.map((name) => cells[name]?.text ?? '—')]),
  );
  const failures = rows.flatMap(({ row, cells }) =>
    columns.flatMap((name) =>
      (cells[name]?.failures ?? []).map((failure) => `- ${row}, ${name}: ${failure}`),
    ),
  );
  const load = `Load average (1 min) ${loadAverage.start.toFixed(1)} at the start, ${loadAverage.end.toFixed(1)} at the end.`;
  const failed = failures.length ? `\n\nRuns that failed:\n${failures.join('\n')}` : '';
  return `${table}\n\n${load}${failed}`;
}

/**
 * `--runs N` read: a whole number of at least one, or an error that says so.
 * @param {string | undefined} text
 * @returns {number}
 */
export function parseRuns(text) {
  const runs = Number(text);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs ${text}: a whole number ≥ 1.`);
  return runs;
}

/**
 * A failed run's reason: the first line of what was thrown (Playwright's carry a call log).
 * @param {unknown} error
 * @returns {string}
 */
export function firstLine(error) {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}
