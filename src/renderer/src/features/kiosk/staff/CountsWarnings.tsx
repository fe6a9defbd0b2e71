import { useState } from 'react';
import { daysAheadOfClock } from '@shared/usageSchema';
import { staffCopies } from '../../../content/staff';
import { useLocale } from '../../../hooks/useCopy';
import { formatDate } from '../../../lib/format';
import { fill } from '../../../lib/template';
import { localDayKey } from '../../../lib/usage/usageReducer';
import { useUsageStore } from '../../../store/usageStore';

/**
 * What staff must know about the counts before trusting them: days stored
 * after the kiosk's "tomorrow" (its clock is wrong, now or then; the counts
 * are kept), a save that failed (they live only until the page reloads), and a
 * counts file the shell could not read and moved aside (counting started again).
 */
export function CountsWarnings() {
  const locale = useLocale();
  const warning = staffCopies[locale].countsWarning;
  const counts = useUsageStore((state) => state.counts);
  const unsaved = useUsageStore((state) => state.unsaved);
  const setAside = useUsageStore((state) => state.setAside);
  const [now] = useState(() => Date.now());
  const ahead = daysAheadOfClock(counts, now);
  const last = ahead[ahead.length - 1];
  if (last === undefined && !unsaved && setAside.length === 0) return null;
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
      {setAside.length > 0 && (
        <li>{fill(warning.setAside, { files: setAside.join(', '), count: setAside.length })}</li>
      )}
    </ul>
  );
}
