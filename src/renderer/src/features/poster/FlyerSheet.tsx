import { SheetPitch } from './SheetPitch';
import { usePrintLink } from './usePrintLink';

// Whole class names, so the CSS purge at build time sees them.
const FLYERS = ['flyer-top-left', 'flyer-top-right', 'flyer-bottom-left', 'flyer-bottom-right'];

/** One A4 sheet of four A6 flyers, each with its QR code; dashed lines show where to cut. */
export function FlyerSheet({ event }: { event: string | null }) {
  const url = usePrintLink('flyer', event);
  return (
    <div className="print-sheet flyer-sheet">
      {FLYERS.map((corner) => (
        <div key={corner} className={`flyer ${corner}`}>
          <SheetPitch url={url} full={false} />
        </div>
      ))}
    </div>
  );
}
