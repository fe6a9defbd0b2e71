import { SESSION_LENGTH_BOUNDS, type UsageTally } from '@shared/usageSchema';
import type { SiteCopy, StaffCopy } from '../../../content/types';
import { fill } from '../../../lib/template';

/** Machine-friendly key of a session-length bucket, for the CSV: `0-10s`, `1200s+`. */
export function bucketKey(index: number): string {
  const from = index === 0 ? 0 : (SESSION_LENGTH_BOUNDS[index - 1] ?? 0);
  const to = SESSION_LENGTH_BOUNDS[index];
  return to === undefined ? `${from}s+` : `${from}-${to}s`;
}

/** `10–20 s`, `2–3 min`, `20 min or more`: seconds up to two minutes, minutes after. */
export function bucketLabel(index: number, staff: StaffCopy): string {
  const from = index === 0 ? 0 : (SESSION_LENGTH_BOUNDS[index - 1] ?? 0);
  const to = SESSION_LENGTH_BOUNDS[index];
  const inMinutes = (to ?? from) > 120;
  const show = (seconds: number): number => (inMinutes ? seconds / 60 : seconds);
  const unit = inMinutes ? 'min' : 's';
  return to === undefined
    ? fill(staff.lastBucket, { from: show(from), unit })
    : fill(staff.bucket, { from: show(from), to: show(to), unit });
}

/** What staff read for a counted key: a language's name, a page's title, the FAQ question. */
export function tallyLabel(
  tally: UsageTally,
  key: string,
  staff: StaffCopy,
  copy: SiteCopy,
  brand: string,
): string {
  const names: Record<string, string> =
    tally === 'faq'
      ? Object.fromEntries(
          copy.landing.faq.items.map((item) => [item.id, fill(item.question, { brand })]),
        )
      : staff.names[tally];
  return names[key] ?? key;
}

/** `3 min 05 s` style, from whole seconds. */
export function formatDuration(seconds: number, staff: StaffCopy): string {
  return fill(staff.duration, {
    minutes: Math.floor(seconds / 60),
    seconds: String(seconds % 60).padStart(2, '0'),
  });
}
