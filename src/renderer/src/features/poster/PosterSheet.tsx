import { SheetPitch, type SheetWhere } from './SheetPitch';
import type { SheetLanguage } from './useSheetLanguages';
import { usePrintLink } from './usePrintLink';

/** One A4 poster: the pitch in large type around a large QR code. */
export function PosterSheet({
  event,
  languages,
  where,
}: {
  event: string | null;
  languages: readonly SheetLanguage[];
  where: SheetWhere;
}) {
  const url = usePrintLink('poster', event);
  return (
    <div className={`print-sheet poster-sheet${languages.length > 1 ? ' is-bilingual' : ''}`}>
      <SheetPitch url={url} full languages={languages} where={where} />
    </div>
  );
}
