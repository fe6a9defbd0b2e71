/**
 * How a search and the selects pick a row, apart from React and from the
 * catalogue: the app's console (filterDocuments.ts) and the static view's
 * filters before the app (beforeApp/) run this same code, so a student finds
 * the same rows in both.
 */

/** Combining marks once a character is decomposed (NFD): the accents of é, è, ç, ô. */
const COMBINING_MARKS = /\p{M}/gu;

/** Dashes and hyphens of every width (Unicode's dash punctuation, the minus sign). */
const DASHES = /[\p{Pd}\u2212]/gu;

/** Typographic apostrophes (titles write `L’histoire`, keyboards give `'`). */
const APOSTROPHES = /[\u2018\u2019\u02bc]/gu;

/**
 * Forgiving as a phone keyboard is not: case- and accent-insensitive
 * (`mathematiques` finds `Mathématiques`, a composed or decomposed `é` alike),
 * every dash a hyphen (titles use the en dash `–`, keyboards give `-`) and
 * trimmed (Android keyboards add a space after a word). Applied to both the
 * title and what was typed.
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(DASHES, '-')
    .replace(APOSTROPHES, "'")
    .toLowerCase()
    .trim();
}

/**
 * What was typed, as the words a row must all contain, in any order
 * (`maths bac` finds "Mathématiques – Baccalauréat C"). A final `s` is
 * dropped from a word of four letters or more, so a plural finds the
 * singular (`equations`, `maths`) and, as a part of it, the singular the
 * plural. Words split on spaces only: punctuation stays plain text.
 */
export function searchWords(text: string): string[] {
  return searchKey(text)
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word) => (word.length >= 4 && word.endsWith('s') ? word.slice(0, -1) : word));
}

/** A plain loop: this runs once a row on every keystroke (filterDocuments.bench.ts). */
export function containsAll(text: string, words: readonly string[]): boolean {
  for (const word of words) if (!text.includes(word)) return false;
  return true;
}

/** What the selects compare: a row's classroom, subject and year as the selects' values. */
export interface RowFields {
  classroom: string;
  subject: string;
  yearKey: string;
}

/** The three selects' values; an empty string means "all". */
export interface SelectValues {
  classroom: string;
  subject: string;
  year: string;
}

/** Classroom, subject, year: exact match, each only where chosen. */
export function selectsAllow(row: RowFields, selects: SelectValues): boolean {
  if (selects.classroom && row.classroom !== selects.classroom) return false;
  if (selects.subject && row.subject !== selects.subject) return false;
  return !(selects.year && row.yearKey !== selects.year);
}

/**
 * The one subject whose search key (its terms, its name on the page) holds
 * every word; none when the words name none or several.
 */
export function soleSubject<S>(
  keys: Iterable<readonly [S, string]>,
  words: readonly string[],
): S | undefined {
  if (words.length === 0) return undefined;
  const named = [...keys].filter(([, key]) => containsAll(key, words));
  return named.length === 1 ? named[0]?.[0] : undefined;
}
