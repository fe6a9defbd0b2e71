import {
  bucketBounds,
  parseCountsKey,
  USAGE_TALLIES,
  type DayUsage,
  type UsageTally,
} from '@shared/usageSchema';
import { LANGUAGE_NAMES } from '../../../content';
import type { Locale, SiteCopy, StaffCopy } from '../../../content/types';
import { formatDate } from '../../../lib/format';
import { fill } from '../../../lib/template';
import { USAGE_KEYS } from '../../../lib/usage/usageKeys';

/** Machine-friendly key of a session-length bucket, for the CSV: `0-10s`, `1200s+`. */
export function bucketKey(index: number): string {
  const { from, to } = bucketBounds(index);
  return to === undefined ? `${from}s+` : `${from}-${to}s`;
}

/** `10–20 s`, `2–3 min`, `20 min or more`: seconds up to two minutes, minutes after. */
export function bucketLabel(index: number, staff: StaffCopy): string {
  const { from, to } = bucketBounds(index);
  const inMinutes = (to ?? from) > 120;
  const show = (seconds: number): number => (inMinutes ? seconds / 60 : seconds);
  const unit = inMinutes ? 'min' : 's';
  return to === undefined
    ? fill(staff.lastBucket, { from: show(from), unit })
    : fill(staff.bucket, { from: show(from), to: show(to), unit });
}

export type TallyLabel = (tally: UsageTally, key: string) => string;

/** What staff read for a counted key: a language's name, a page's title, the FAQ question. */
export function tallyLabeller(staff: StaffCopy, copy: SiteCopy, brand: string): TallyLabel {
  const questions: Record<string, string> = Object.fromEntries(
    copy.landing.faq.items.map((item) => [item.id, fill(item.question, { brand })]),
  );
  return (tally, key) => {
    const names: Record<string, string> =
      tally === 'faq' ? questions : tally === 'languages' ? LANGUAGE_NAMES : staff.names[tally];
    return names[key] ?? key;
  };
}

/** What staff read for a presentation's slide: its name, else its key. */
export function slideLabeller(staff: StaffCopy): (key: string) => string {
  const names: Record<string, string> = staff.names.slides;
  return (key) => names[key] ?? key;
}

/** One labelled count: a bar of a staff figure, a row of its table, a line of the CSV. */
export interface UsageRow {
  key: string;
  label: string;
  count: number;
}

/** A day's count of every key of every tally, labelled: the staff view's figures and the CSV's rows. */
export function tallyRows(day: DayUsage, label: TallyLabel): Record<UsageTally, UsageRow[]> {
  return Object.fromEntries(
    USAGE_TALLIES.map((tally) => [
      tally,
      USAGE_KEYS[tally].map((key) => ({
        key,
        label: label(tally, key),
        count: day[tally][key] ?? 0,
      })),
    ]),
  ) as Record<UsageTally, UsageRow[]>;
}

/** `3 min 05 s`, or `45 s` under a minute, from whole seconds. */
export function formatDuration(seconds: number, staff: StaffCopy): string {
  if (seconds < 60) return fill(staff.seconds, { seconds });
  return fill(staff.duration, {
    minutes: Math.floor(seconds / 60),
    seconds: String(seconds % 60).padStart(2, '0'),
  });
}

/** A day of the list: its date, with the kiosk name and event when the kiosk had either, and its mode. */
export function dayName(key: string, staff: StaffCopy, locale: Locale): string {
  const where = parseCountsKey(key);
  const date = formatDate(key.slice(0, 10), locale);
  if (!where || (where.kiosk === null && where.event === null && !where.mode)) return date;
  const place = fill(staff.place.option, {
    date,
    kiosk: where.kiosk ?? staff.place.none,
    event: where.event ?? staff.place.none,
  });
  return where.mode ? fill(staff.place.presentation, { place }) : place;
}
