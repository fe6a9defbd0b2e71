import { SheetPitch, type SheetWhere } from './SheetPitch';
import type { SheetLanguage } from './useSheetLanguages';
import { usePrintLink } from './usePrintLink';

// Whole class names, so the CSS purge at build time sees them.
const FLYERS = ['flyer-top-left', 'flyer-top-right', 'flyer-bottom-left', 'flyer-bottom-right'];

/** One A4 sheet of four A6 flyers, each with its QR code; dashed lines show where to cut. */
export function FlyerSheet({
  event,
  languages,
  where,
}: {
  event: string | null;
  languages: readonly SheetLanguage[];
  where: SheetWhere;
}) {
  const url = usePrintLink('flyer', event);
  return (
    <div className={`print-sheet flyer-sheet${languages.length > 1 ? ' is-bilingual' : ''}`}>
      {FLYERS.map((corner) => (
        <div key={corner} className={`flyer ${corner}`}>
          <SheetPitch url={url} full={false} languages={languages} where={where} />
        </div>
      ))}
    </div>
  );
}
