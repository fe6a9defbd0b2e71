import { useState } from 'react';
import { daysAheadOfClock, MAX_USAGE_DAYS } from '@shared/usageSchema';
import { staffCopies } from '../../../content/staff';
import { useLocale } from '../../../hooks/useCopy';
import { formatDate } from '../../../lib/format';
import { fill } from '../../../lib/template';
import { localDayKey } from '../../../lib/usage/usageReducer';
import { useUsageStore } from '../../../store/usageStore';

/**
 * Day entries from which staff are told the oldest will go (MAX_USAGE_DAYS):
 * a fortnight of fair days before the first is dropped, exported or not.
 */
export const NEARLY_FULL_DAYS = MAX_USAGE_DAYS - 14;

/**
 * What staff must know about the counts before trusting them: days stored
 * after the kiosk's "tomorrow" (its clock is wrong, now or then; the counts
 * are kept), a save that failed (they live only until the page reloads), a
 * browser storage nearly full (the next saves may fail), days near the limit
 * kept (the oldest go next, exported or not), and a counts file the shell
 * could not read and moved aside (counting started again). Each is said before
 * counts are lost, as far as the kiosk can know it.
 */
export function CountsWarnings() {
  const locale = useLocale();
  const warning = staffCopies[locale].countsWarning;
  const counts = useUsageStore((state) => state.counts);
  const unsaved = useUsageStore((state) => state.unsaved);
  const setAside = useUsageStore((state) => state.setAside);
  const lowOnRoom = useUsageStore((state) => state.lowOnRoom);
  const [now] = useState(() => Date.now());
  const ahead = daysAheadOfClock(counts, now);
  const last = ahead[ahead.length - 1];
  const days = Object.keys(counts.days).sort();
  const oldest = days.length >= NEARLY_FULL_DAYS ? days[0] : undefined;
  if (last === undefined && !unsaved && !lowOnRoom && !oldest && setAside.length === 0) return null;
  return (
    <ul className="staff-ignored list-unstyled mb-3" role="alert">
      {last !== undefined && (
        <li>
          {fill(warning.clock, {
            today: formatDate(localDayKey(now), locale),
            count: ahead.length,
            last: formatDate(last.slice(0, 10), locale),
          })}
        </li>
      )}
      {unsaved && <li>{warning.unsaved}</li>}
      {lowOnRoom && <li>{warning.lowRoom}</li>}
      {oldest !== undefined && (
        <li>
          {fill(warning.nearlyFull, {
            count: days.length,
            max: MAX_USAGE_DAYS,
            oldest: formatDate(oldest.slice(0, 10), locale),
          })}
        </li>
      )}
      {setAside.length > 0 && (
        <li>{fill(warning.setAside, { files: setAside.join(', '), count: setAside.length })}</li>
      )}
    </ul>
  );
}
