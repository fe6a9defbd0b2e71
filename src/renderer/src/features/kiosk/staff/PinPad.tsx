import { useEffect, useState } from 'react';
import { Dialog } from '../../../components/Dialog';
import { staffPin } from '../../../config/staff';
import { staffCopies } from '../../../content/staff';
import { useLocale } from '../../../hooks/useCopy';
import { fill } from '../../../lib/template';
import { useKioskStore } from '../kioskStore';
import { lockRemaining, pagePinLock as pinLock } from './pinLock';

const MAX_DIGITS = 8;
const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

/**
 * The browser kiosk's PIN, typed on screen; the right one opens the usage
 * view. After three wrong ones the pad makes staff wait, longer each time
 * (pinLock.ts), across reloads and presses on the logo.
 */
export function PinPad() {
  const staff = staffCopies[useLocale()].pin;
  const setStaff = useKioskStore((state) => state.setStaff);
  const [digits, setDigits] = useState('');
  const [wrong, setWrong] = useState(false);
  const [lock, setLock] = useState(() => pinLock.read(Date.now()));
  const [now, setNow] = useState(() => Date.now());

  const waitMs = lockRemaining(lock, now);
  const locked = waitMs > 0;
  useEffect(() => {
    if (!locked) return undefined;
    // The countdown reads the kiosk's clock each second (Playwright's fake one in tests).
    const ticker = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(ticker);
  }, [locked]);

  const type = (digit: string): void => setDigits((typed) => (typed + digit).slice(0, MAX_DIGITS));
  const enter = (): void => {
    const at = Date.now();
    if (lockRemaining(pinLock.read(at), at) > 0) return;
    if (staffPin !== null && digits === staffPin) {
      pinLock.clear();
      setStaff('usage');
      return;
    }
    setDigits('');
    setWrong(true);
    setLock(pinLock.wrong(at));
    setNow(at);
  };

  return (
    <Dialog
      show
      onClose={() => setStaff('closed')}
      title={staff.title}
      bodyClass="text-center"
      footer={
        <button
          type="button"
          className="btn btn-outline-primary"
          onClick={() => setStaff('closed')}
        >
          {staff.cancel}
        </button>
      }
    >
      <p className="mb-2">{staff.prompt}</p>
      <p className="pin-dots mb-2" aria-hidden="true">
        {'●'.repeat(digits.length) || '\u00a0'}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {fill(staff.typed, { count: digits.length })}
      </p>
      {(wrong || locked) && (
        <p className="pin-wrong fw-semibold" role="alert">
          {locked ? fill(staff.locked, { seconds: Math.ceil(waitMs / 1000) }) : staff.wrong}
        </p>
      )}
      <div className="pin-keys" role="group" aria-label={staff.title}>
        {KEYS.map((key) => (
          <button
            key={key}
            type="button"
            className="btn btn-outline-primary btn-lg"
            disabled={locked}
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
          disabled={locked}
          onClick={() => type('0')}
        >
          0
        </button>
        <button type="button" className="btn btn-primary btn-lg" disabled={locked} onClick={enter}>
          {staff.enter}
        </button>
      </div>
    </Dialog>
  );
}
