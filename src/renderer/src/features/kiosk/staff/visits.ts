import type { DayUsage } from '@shared/usageSchema';

/** Visits that reached a store QR code (tapped a store link, or saw a code long enough). */
export const reachedVisits = (day: DayUsage): number =>
  Object.values(day.reached).reduce((sum, count) => sum + count, 0);

/**
 * A day's visits: its sessions but the passers-by (PASSER_BY_MS). A visit
 * still under way counts; a day stored before passers-by were told apart
 * counts every session as a visit.
 */
export const visitsOf = (day: DayUsage): number => Math.max(0, day.sessions - day.passersBy);
