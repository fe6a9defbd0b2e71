import { staffCopies } from '../../../content/staff';
import { useLocale } from '../../../hooks/useCopy';
import { useSiteRun } from '../../../store/siteRun';
import { visibleText } from './visibleText';

/**
 * An event or kiosk name given at start-up that could not be used: the kiosk
 * runs on without it (no broken link, no crash), and staff learn why their
 * fair is missing from the store links and the counts. The value is shown
 * with its control characters as codes, isolated (<bdi>) from the sentence
 * around it: a right-to-left value cannot reorder the warning.
 */
export function IgnoredTags() {
  const staff = staffCopies[useLocale()];
  const ignored = useSiteRun((run) => run.ignored);
  if (ignored.length === 0) return null;
  return (
    <ul className="staff-ignored list-unstyled mb-3" role="alert">
      {ignored.map(({ tag, value }) => {
        const [before = '', after = ''] = staff.ignored[tag].split('{value}');
        return (
          <li key={`${tag} ${value}`}>
            {before}
            <bdi>{visibleText(value)}</bdi>
            {after}
          </li>
        );
      })}
    </ul>
  );
}
