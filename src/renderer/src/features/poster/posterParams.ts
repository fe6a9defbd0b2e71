import { slugOrNull } from '@shared/slug';
import { isCalendarDay } from '@shared/usageSchema';

/** The two sheets the print view makes: one poster, or four flyers to cut. */
export type PrintSheet = 'poster' | 'flyers';

export interface PosterParams {
  sheet: PrintSheet;
  /** The event (utm_campaign) when it is a slug, else null. */
  event: string | null;
  /** An `event` given but not a slug, cut short, for the note on screen; null otherwise. */
  ignoredEvent: string | null;
  /** `lang=both`: every language on one sheet, the page's first. */
  bilingual: boolean;
  /** Where the stand is at the fair (`stand=B12`), printed as text; null when none or unusable. */
  stand: string | null;
  ignoredStand: string | null;
  /** The fair's day (`date=2026-03-14`), a real calendar date; null when none or unusable. */
  date: string | null;
  ignoredDate: string | null;
}

/** Longest ignored value shown: enough to recognise a typo. */
const SHOWN_LENGTH = 60;

/**
 * A stand's name as a fair writes it ("B12", "Hall 2 - 14", "Stand Lycée"):
 * letters, digits, spaces and a few signs, 40 at most. No control, format or
 * bidi character, no markup sign: nothing can hide or reorder what is printed.
 */
const STAND = /^[\p{L}\p{N}][\p{L}\p{N} .'’&/-]{0,39}$/u;

/** A value given, kept when it passes `valid` (spaces trimmed), else kept aside for the note. */
function readText(
  params: URLSearchParams,
  name: string,
  valid: (value: string) => boolean,
): { value: string | null; ignored: string | null } {
  const given = params.get(name);
  if (given === null) return { value: null, ignored: null };
  const value = given.trim();
  return valid(value)
    ? { value, ignored: null }
    : { value: null, ignored: given.slice(0, SHOWN_LENGTH) };
}

/**
 * `#/poster?event=<slug>&sheet=flyers&lang=both&stand=B12&date=2026-03-14`:
 * anything else than `flyers` is the poster, than `both` one language.
 */
export function readPosterParams(params: URLSearchParams): PosterParams {
  const given = params.get('event');
  const event = slugOrNull(given);
  const stand = readText(params, 'stand', (value) => STAND.test(value));
  const date = readText(params, 'date', isCalendarDay);
  return {
    sheet: params.get('sheet') === 'flyers' ? 'flyers' : 'poster',
    event,
    ignoredEvent: given !== null && event === null ? given.slice(0, SHOWN_LENGTH) : null,
    bilingual: params.get('lang') === 'both',
    stand: stand.value,
    ignoredStand: stand.ignored,
    date: date.value,
    ignoredDate: date.ignored,
  };
}
