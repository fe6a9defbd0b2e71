/**
 * The name a staff CSV export is saved under in the export folder. Electron's
 * `setSavePath` replaces a file that is there, so a second export of the day
 * (noon, then closing time, with a clear between) would wipe the first: the
 * name carries the time of the export and, when that name is taken, a counter.
 * Pure (no Electron, no disk): the caller says which names are taken.
 */

/** Used when the page's name has nothing left once made safe. */
const FALLBACK_STEM = 'usage';
/** Keeps the whole name well under the 255 bytes file systems allow, counter and time included. */
const MAX_STEM = 120;
/** A folder this full of one minute's exports is something else going wrong: refuse, never loop. */
const MAX_COUNTER = 9999;

/**
 * The page's suggested name reduced to a plain stem: the last path segment
 * (either separator: the name comes from the renderer, which we do not trust),
 * without characters Windows refuses, leading dots (`..`, hidden files) or
 * trailing dots and spaces, and without its `.csv` (added back below).
 */
function safeStem(suggested: string): string {
  const segment = suggested.split(/[\\/]/).pop() ?? '';
  const stem = segment
    .replace(/\.csv$/i, '')
    .replace(/[\p{Cc}<>:"|?*]+/gu, '-')
    .replace(/^[\s.]+/, '')
    .replace(/[\s.]+$/, '')
    .slice(0, MAX_STEM);
  return stem || FALLBACK_STEM;
}

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/**
 * `lyceo-kiosk-usage-2026-11-27.csv` exported at 14:32 → `lyceo-kiosk-usage-2026-11-27-1432.csv`,
 * then `…-1432-2.csv`, `…-1432-3.csv` while the name before is taken. Always `.csv`: the only
 * download the shell lets through is a CSV (downloadPolicy.ts), and no other extension may land
 * in Documents (an `.exe`, a `.lnk`). The time is the kiosk's local time, the one staff read.
 */
export function exportFileName(
  suggested: string,
  now: Date,
  isTaken: (fileName: string) => boolean,
): string {
  const base = `${safeStem(suggested)}-${twoDigits(now.getHours())}${twoDigits(now.getMinutes())}`;
  let name = `${base}.csv`;
  for (let counter = 2; isTaken(name); counter += 1) {
    if (counter > MAX_COUNTER) throw new Error(`No free name for ${base}.csv`);
    name = `${base}-${counter}.csv`;
  }
  return name;
}
