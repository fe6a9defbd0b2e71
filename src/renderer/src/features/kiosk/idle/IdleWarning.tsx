import { Dialog } from '../../../components/Dialog';
import { fill } from '../../../lib/template';
import { kioskCopies } from '../../../content/kiosk';
import { useLocale } from '../../../hooks/useCopy';
import { useKioskStore } from '../kioskStore';
import { useReturnFocus } from './useReturnFocus';

/** "Still there?" with a countdown; any touch or key dismisses it (see KioskLayer). */
export function IdleWarning({ onStay }: { onStay: () => void }) {
  const kiosk = kioskCopies[useLocale()];
  const secondsLeft = useKioskStore((state) => state.warningSecondsLeft);
  const returnFocus = useReturnFocus(secondsLeft !== null);
  return (
    <Dialog
      show={secondsLeft !== null}
      onClose={onStay}
      returnFocus={returnFocus}
      title={kiosk.stillThere}
      titleClass="h3 mx-auto"
      headerClass="border-0"
      bodyClass="text-center"
      describedBy="idle-countdown"
    >
      <p id="idle-countdown" className="lead" aria-live="assertive">
        {fill(kiosk.countdown, { seconds: secondsLeft ?? 0 })}
      </p>
      <button type="button" className="btn btn-primary btn-lg" onClick={onStay}>
        {kiosk.stay}
      </button>
    </Dialog>
  );
}
