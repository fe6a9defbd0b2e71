import { SheetPitch } from './SheetPitch';
import { usePrintLink } from './usePrintLink';

/** One A4 poster: the pitch in large type around a large QR code. */
export function PosterSheet({ event }: { event: string | null }) {
  const url = usePrintLink('poster', event);
  return (
    <div className="print-sheet poster-sheet">
      <SheetPitch url={url} full />
    </div>
  );
}
