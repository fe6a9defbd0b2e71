import { HOURLY_FIELDS, type DayUsage, type HourlyField } from '@shared/usageSchema';
import { reachedVisits, visitsOf } from './visits';

/** The measures a kiosk's timeline shows, each from its per-hour field. */
export const HOURLY_SERIES: Record<HourlyField, 'visits' | 'passersBy' | 'reached'> = {
  visitsByHour: 'visits',
  passersByHour: 'passersBy',
  reachedByHour: 'reached',
};

/**
 * The hours worth drawing: from the first with anything counted to the last
 * (a fair's day, not 24 empty columns); none when nothing was.
 */
export function activeHours(day: DayUsage): number[] {
  const counted = (hour: number): boolean =>
    HOURLY_FIELDS.some((field) => (day[field][hour] ?? 0) > 0);
  const hours = day.visitsByHour.map((_, hour) => hour).filter(counted);
  const first = hours[0];
  const last = hours[hours.length - 1];
  if (first === undefined || last === undefined) return [];
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

/** Visits, passers-by and visits that reached a store code, one value per day of `days`. */
export function perDaySeries(
  days: DayUsage[],
): Record<'visits' | 'passersBy' | 'reached', number[]> {
  return {
    visits: days.map(visitsOf),
    passersBy: days.map((day) => day.passersBy),
    reached: days.map(reachedVisits),
  };
}
