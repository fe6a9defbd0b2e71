import { ON_SCREEN_PLACES, type ShortPlacement } from '@shared/shortStoreLink';
import { QR_SEEN_MS } from '@shared/usageSchema';
import { watchDwell, type DwellWatch } from './dwellWatcher';

const PLACES: readonly string[] = Object.values(ON_SCREEN_PLACES);
const isPlace = (value: string | null): value is ShortPlacement =>
  value !== null && PLACES.includes(value);

/**
 * Calls `onSeen(place)` when a permanent store QR code of the site
 * (`[data-store-qr=place]` under #root: the hero's) has stayed at least half
 * on screen for QR_SEEN_MS. Whether someone was there to see it is the
 * session's to say (sessionTracker.ts). The attract loop's code is counted
 * apart (it lies over #root, not in it).
 */
export function watchStoreQrs(
  onSeen: (place: ShortPlacement) => void,
  doc: Document = document,
): DwellWatch {
  const root = doc.getElementById('root');
  if (!root) return { stop: () => undefined, rearm: () => undefined };
  return watchDwell({
    root,
    selector: '[data-store-qr]',
    dwellMs: QR_SEEN_MS,
    inView: { threshold: 0.5 },
    onDwell: (code) => {
      const place = code.getAttribute('data-store-qr');
      if (isPlace(place)) onSeen(place);
    },
  });
}
