import { staffCopies } from '../../../content/staff';
import { useLocale } from '../../../hooks/useCopy';
import { fill } from '../../../lib/template';
import { useKioskStore } from '../kioskStore';

/**
 * An event or kiosk name given at start-up that could not be used: the kiosk
 * runs on without it (no broken link, no crash), and staff learn why their
 * fair is missing from the store links and the counts.
 */
export function IgnoredTags() {
  const staff = staffCopies[useLocale()];
  const ignored = useKioskStore((state) => state.ignored);
  if (ignored.length === 0) return null;
  return (
    <ul className="staff-ignored list-unstyled mb-3" role="alert">
      {ignored.map(({ tag, value }) => (
        <li key={`${tag} ${value}`}>{fill(staff.ignored[tag], { value })}</li>
      ))}
    </ul>
  );
}
