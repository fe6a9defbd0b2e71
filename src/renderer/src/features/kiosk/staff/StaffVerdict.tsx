import type { DayUsage } from '@shared/usageSchema';
import { staffCopies } from '../../../content/staff';
import { useLocale } from '../../../hooks/useCopy';
import { formatNumber } from '../../../lib/format';
import { plural } from '../../../lib/plural';
import { fill } from '../../../lib/template';
import { medianSessionSeconds } from '../../../lib/usage/usageReducer';
import { formatDuration } from './usageLabels';

/** Visits that reached a store QR code (tapped a store link, or saw a code long enough). */
export const reachedVisits = (day: DayUsage): number =>
  Object.values(day.reached).reduce((sum, count) => sum + count, 0);

/**
 * The staff view's first line, "did the stand work?", for the chosen day: its
 * visits, the share of them that reached a store QR code, and how long half
 * of them lasted, in words.
 */
export function StaffVerdict({ day }: { day: DayUsage }) {
  const locale = useLocale();
  const staff = staffCopies[locale];
  const { verdict } = staff;
  const parts: string[] = [];
  if (day.sessions === 0) parts.push(verdict.noVisits);
  else {
    parts.push(
      fill(plural(verdict.visits, day.sessions, locale), {
        count: formatNumber(day.sessions, locale),
      }),
    );
    const share = Math.round((100 * Math.min(reachedVisits(day), day.sessions)) / day.sessions);
    parts.push(fill(verdict.reached, { percent: formatNumber(share, locale) }));
    const median = medianSessionSeconds(day);
    if (median !== null)
      parts.push(fill(verdict.median, { duration: formatDuration(median, staff) }));
  }
  return <p className="staff-verdict h4 mb-3">{parts.join(' · ')}</p>;
}
