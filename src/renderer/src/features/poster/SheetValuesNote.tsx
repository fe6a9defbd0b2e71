import { OutsideText } from '../../components/OutsideText';
import { posterCopies } from '../../content/poster';
import { useLocale } from '../../hooks/useCopy';
import type { PosterParams } from './posterParams';

/**
 * On screen only: a stand or a date the address gave that the sheet does not
 * print, shown as text the way the event note shows an unusable event.
 */
export function SheetValuesNote({
  ignoredStand,
  ignoredDate,
}: Pick<PosterParams, 'ignoredStand' | 'ignoredDate'>) {
  const copy = posterCopies[useLocale()];
  return (
    <>
      {ignoredStand !== null && (
        <p className="poster-event poster-event-missing">
          <OutsideText template={copy.invalidStand} name="stand" value={ignoredStand} />
        </p>
      )}
      {ignoredDate !== null && (
        <p className="poster-event poster-event-missing">
          <OutsideText template={copy.invalidDate} name="date" value={ignoredDate} />
        </p>
      )}
    </>
  );
}
