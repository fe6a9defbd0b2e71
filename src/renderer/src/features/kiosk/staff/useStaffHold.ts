import { useEffect } from 'react';

/** How long staff hold the brand logo before the PIN pad opens. */
export const STAFF_HOLD_MS = 5000;
/** Where the hold counts: the navbar's brand, or the attract loop's. */
const HOLD_TARGETS = '.navbar-brand, .attract-brand';
/** A finger that slides this far is scrolling, not holding. */
const SLIDE_PX = 16;

/**
 * Calls `onHold` after a five-second press on the brand logo. The click that
 * ends the press is swallowed, so the logo's link (or the attract loop under
 * it) does nothing. Off when `enabled` is false.
 */
export function useStaffHold(enabled: boolean, onHold: () => void): void {
  useEffect(() => {
    if (!enabled) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let start: { x: number; y: number } | null = null;
    let swallowClick = false;

    const cancel = (): void => {
      clearTimeout(timer);
      start = null;
    };
    const onDown = (event: PointerEvent): void => {
      cancel();
      swallowClick = false;
      if (!(event.target instanceof Element) || !event.target.closest(HOLD_TARGETS)) return;
      start = { x: event.clientX, y: event.clientY };
      timer = setTimeout(() => {
        start = null;
        swallowClick = true;
        onHold();
      }, STAFF_HOLD_MS);
    };
    const onMove = (event: PointerEvent): void => {
      if (start && Math.hypot(event.clientX - start.x, event.clientY - start.y) > SLIDE_PX)
        cancel();
    };
    const onClick = (event: MouseEvent): void => {
      if (!swallowClick) return;
      swallowClick = false;
      event.preventDefault();
      event.stopPropagation();
    };

    window.addEventListener('pointerdown', onDown, true);
    window.addEventListener('pointermove', onMove, true);
    window.addEventListener('pointerup', cancel, true);
    window.addEventListener('pointercancel', cancel, true);
    window.addEventListener('click', onClick, true);
    return () => {
      cancel();
      window.removeEventListener('pointerdown', onDown, true);
      window.removeEventListener('pointermove', onMove, true);
      window.removeEventListener('pointerup', cancel, true);
      window.removeEventListener('pointercancel', cancel, true);
      window.removeEventListener('click', onClick, true);
    };
  }, [enabled, onHold]);
}
