import type { DayUsage } from '@shared/usageSchema';
import { staffCopies } from '../../../content/staff';
import { useLocale } from '../../../hooks/useCopy';
import { formatNumber } from '../../../lib/format';
import { plural } from '../../../lib/plural';
import { fill } from '../../../lib/template';
import { medianVisitSeconds } from '../../../lib/usage/usageReducer';
import { formatDuration } from './usageLabels';
import { reachedVisits, visitsOf } from './visits';

const sum = (counts: Record<string, number> | undefined): number =>
  Object.values(counts ?? {}).reduce((total, count) => total + count, 0);

/**
 * The staff view's first line, "did the stand work?", for the chosen day. A
 * kiosk's: its visits and passers-by apart, the share of visits that reached a
 * store QR code, and how long half of them lasted (from MIN_VISITS_FOR_MEDIAN
 * visits on). A presentation's (R5-05): what it can measure, the slides shown
 * and the time on them; it cannot know who reached a code.
 */
export function StaffVerdict({ day, presentation }: { day: DayUsage; presentation?: boolean }) {
  const locale = useLocale();
  const staff = staffCopies[locale];
  const { verdict } = staff;
  const counted = (forms: { one: string; other: string }, count: number): string =>
    fill(plural(forms, count, locale), { count: formatNumber(count, locale) });
  const parts: string[] = [];
  if (day.sessions === 0) parts.push(verdict.noVisits);
  else if (presentation) {
    parts.push(counted(verdict.presentations, day.sessions));
    parts.push(counted(verdict.slidesShown, sum(day.slides)));
    parts.push(fill(verdict.slideTime, { duration: formatDuration(sum(day.slideSeconds), staff) }));
  } else {
    const visits = visitsOf(day);
    parts.push(counted(verdict.visits, visits));
    parts.push(counted(verdict.passersBy, day.passersBy));
    if (visits > 0) {
      const share = Math.round((100 * Math.min(reachedVisits(day), visits)) / visits);
      parts.push(fill(verdict.reached, { percent: formatNumber(share, locale) }));
    }
    const median = medianVisitSeconds(day);
    if (median !== null)
      parts.push(fill(verdict.median, { duration: formatDuration(median, staff) }));
  }
  return <p className="staff-verdict h4 mb-3">{parts.join(' · ')}</p>;
}
