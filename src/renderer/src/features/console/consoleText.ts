import type { Subject } from '../../content/catalogue';
import { APP_LIBRARY } from '../../content/appLibrary';
import type { ConsoleCopy, Locale } from '../../content/types';
import { site } from '../../config/site';
import { formatNumber } from '../../lib/format';
import { plural } from '../../lib/plural';
import { fill } from '../../lib/template';

/**
 * The console's sentences that depend on the results: written once here for
 * the app's components and for the build, which writes them ahead into the
 * static view for its filters before the app (beforeApp/plan.ts).
 */

/** The status line: "Showing 2 of 4 documents". */
export function countText(copy: ConsoleCopy, shown: number, total: number, locale: Locale): string {
  return fill(plural(copy.count, shown, locale), {
    shown: formatNumber(shown, locale),
    total: formatNumber(total, locale),
  });
}

/** The phone's Filters button: how many selects are on, when any is. */
export function filtersButtonText(copy: ConsoleCopy, selectsOn: number): string {
  return selectsOn > 0 ? fill(copy.filtersOn, { count: selectsOn }) : copy.filters;
}

/** What the full app has for `subject`, or the app as a whole for no one subject. */
export function appLibraryText(
  copy: ConsoleCopy,
  subjects: Readonly<Record<Subject, string>>,
  subject: Subject | undefined,
  locale: Locale,
): string {
  if (!subject) return fill(copy.appHasAll, { brand: site.brand });
  const { documents, levels } = APP_LIBRARY[subject];
  return fill(plural(copy.appHas, documents, locale), {
    subject: subjects[subject],
    brand: site.brand,
    count: formatNumber(documents, locale),
    levels: copy.appLevels[levels],
  });
}

/** The empty state's line: the search found nothing at all, or the selects left nothing. */
export function emptyText(copy: ConsoleCopy, searchFindsNothing: boolean, search: string): string {
  return searchFindsNothing ? fill(copy.emptySearch, { search: search.trim() }) : copy.emptyFilters;
}
