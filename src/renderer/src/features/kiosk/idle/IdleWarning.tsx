import { useRef } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useFocusTrap } from '../../../hooks/useFocusTrap';
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
  const content = useRef<HTMLDivElement>(null);
  useFocusTrap(content, secondsLeft !== null);
  return (
    <Modal
      show={secondsLeft !== null}
      onHide={onStay}
      restoreFocus={returnFocus}
      centered
      aria-labelledby="idle-title"
      aria-describedby="idle-countdown"
    >
      <Modal.Body ref={content} className="text-center p-4">
        <h2 id="idle-title" className="h3">
          {kiosk.stillThere}
        </h2>
        <p id="idle-countdown" className="lead" aria-live="assertive">
          {fill(kiosk.countdown, { seconds: secondsLeft ?? 0 })}
        </p>
        <button type="button" className="btn btn-primary btn-lg" onClick={onStay}>
          {kiosk.stay}
        </button>
      </Modal.Body>
    </Modal>
  );
}
