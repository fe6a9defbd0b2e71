import { useState } from 'react';
import { useKioskStore } from '../kioskStore';

/**
 * Whether a kiosk dialog (the QR hand-off, the idle warning) hands focus back
 * to where it was when it closes: yes when the visitor closes it, no when the
 * idle reset does. That element may sit at the footer the last visitor left,
 * and focusing it would scroll the fresh page there.
 *
 * The dialog remembers which reset it opened after; a reset since then is what
 * closed it. (Dialog reads `returnFocus` as it closes, in the reset's render.)
 */
export function useReturnFocus(open: boolean): boolean {
  const resets = useKioskStore((state) => state.resets);
  const [openedAfter, setOpenedAfter] = useState(resets);
  if (open && openedAfter !== resets) setOpenedAfter(resets);
  return openedAfter === resets;
}
