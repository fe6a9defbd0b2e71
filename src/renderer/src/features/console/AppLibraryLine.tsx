import type { Subject } from '../../content/catalogue';
import { APP_LIBRARY } from '../../content/appLibrary';
import { site } from '../../config/site';
import { useCopy, useLocale } from '../../hooks/useCopy';
import { formatNumber } from '../../lib/format';
import { plural } from '../../lib/plural';
import { fill } from '../../lib/template';

/**
 * What the full app has where the samples have nothing: for `subject`, its
 * lessons and corrections and the years they cover; for no one subject, the
 * app as a whole.
 */
export function AppLibraryLine({ subject }: { subject: Subject | undefined }) {
  const { console: copy, subjects } = useCopy();
  const locale = useLocale();
  if (!subject) return <p className="mb-3">{fill(copy.appHasAll, { brand: site.brand })}</p>;
  const { documents, levels } = APP_LIBRARY[subject];
  return (
    <p className="mb-3">
      {fill(plural(copy.appHas, documents, locale), {
        subject: subjects[subject],
        brand: site.brand,
        count: formatNumber(documents, locale),
        levels: copy.appLevels[levels],
      })}
    </p>
  );
}
