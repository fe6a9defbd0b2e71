import { kioskCopies } from '../../../content/kiosk';
import { useLocale } from '../../../hooks/useCopy';
import type { HoldProgress } from './useStaffHold';
import './staffHold.scss';

/**
 * What staff see while they hold the logo: a bar filling up beside their
 * finger, with what it is for. Shown from HOLD_SHOWN_MS on (a tap shows
 * nothing); the PIN pad opens when it is full.
 */
export function StaffHoldProgress({ progress }: { progress: HoldProgress | null }) {
  const kiosk = kioskCopies[useLocale()];
  if (!progress) return null;
  const percent = Math.round(progress.done * 100);
  return (
    <div
      className="staff-hold"
      style={{ insetInlineStart: `${progress.x}px`, insetBlockStart: `${progress.y + 28}px` }}
      role="progressbar"
      aria-label={kiosk.staffHold}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <span className="staff-hold-label">{kiosk.staffHold}</span>
      <span className="staff-hold-track">
        <span className="staff-hold-fill" style={{ inlineSize: `${percent}%` }} />
      </span>
    </div>
  );
}
