import { useRef, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { staffPin } from '../../../config/staff';
import { staffCopies } from '../../../content/staff';
import { useLocale } from '../../../hooks/useCopy';
import { useFocusTrap } from '../../../hooks/useFocusTrap';
import { fill } from '../../../lib/template';
import { useKioskStore } from '../kioskStore';

const MAX_DIGITS = 8;
/** Wrong PINs before the pad closes (staff hold the logo again). */
const MAX_TRIES = 3;
const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

/** The browser kiosk's PIN, typed on screen; the right one opens the usage view. */
export function PinPad() {
  const staff = staffCopies[useLocale()].pin;
  const setStaff = useKioskStore((state) => state.setStaff);
  const [digits, setDigits] = useState('');
  const [tries, setTries] = useState(0);
  const content = useRef<HTMLDivElement>(null);
  useFocusTrap(content, true);

  const type = (digit: string): void => setDigits((typed) => (typed + digit).slice(0, MAX_DIGITS));
  const enter = (): void => {
    if (staffPin !== null && digits === staffPin) {
      setStaff('usage');
      return;
    }
    setDigits('');
    if (tries + 1 >= MAX_TRIES) setStaff('closed');
    else setTries(tries + 1);
  };

  return (
    <Modal show centered onHide={() => setStaff('closed')} aria-labelledby="pin-title">
      <div ref={content}>
        <Modal.Header>
          <Modal.Title id="pin-title" as="h2" className="h4">
            {staff.title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body className="text-center">
          <p className="mb-2">{staff.prompt}</p>
          <p className="pin-dots mb-2" aria-hidden="true">
            {'●'.repeat(digits.length) || '\u00a0'}
          </p>
          <p className="visually-hidden" aria-live="polite">
            {fill(staff.typed, { count: digits.length })}
          </p>
          {tries > 0 && (
            <p className="pin-wrong fw-semibold" role="alert">
              {staff.wrong}
            </p>
          )}
          <div className="pin-keys" role="group" aria-label={staff.title}>
            {KEYS.map((key) => (
              <button
                key={key}
                type="button"
                className="btn btn-outline-primary btn-lg"
                onClick={() => type(key)}
              >
                {key}
              </button>
            ))}
            <button
              type="button"
              className="btn btn-outline-secondary btn-lg"
              onClick={() => setDigits((typed) => typed.slice(0, -1))}
            >
              {staff.erase}
            </button>
            <button
              type="button"
              className="btn btn-outline-primary btn-lg"
              onClick={() => type('0')}
            >
              0
            </button>
            <button type="button" className="btn btn-primary btn-lg" onClick={enter}>
              {staff.enter}
            </button>
          </div>
        </Modal.Body>
        <Modal.Footer>
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={() => setStaff('closed')}
          >
            {staff.cancel}
          </button>
        </Modal.Footer>
      </div>
    </Modal>
  );
}
