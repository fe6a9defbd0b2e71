import { useEffect, useState } from 'react';

/** How long staff hold the brand logo before the PIN pad opens. */
export const STAFF_HOLD_MS = 5000;
/** From this long on a press is a hold: its progress shows, and letting go early does nothing. */
export const HOLD_SHOWN_MS = 500;
/** How often the progress moves on. */
const TICK_MS = 100;
/** Where the hold counts: the navbar's brand, or the attract loop's. */
const HOLD_TARGETS = '.navbar-brand, .attract-brand';
/** On the attract loop, a hold let go early is staff's, not a visitor's touch: no visit starts. */
const ATTRACT_TARGET = '.attract-brand';
/** A finger that slides this far is scrolling, not holding. */
const SLIDE_PX = 16;

/** A hold under way: where the finger is, and how far along (0 to 1); null when none is shown. */
export interface HoldProgress {
  x: number;
  y: number;
  done: number;
}

/**
 * Calls `onHold` after a five-second press on the brand logo, and returns
 * the hold's progress from HOLD_SHOWN_MS on, so staff see it coming. The click
 * that ends a full hold is swallowed, so the logo's link (or the attract loop
 * under it) does nothing; so is the click ending a hold let go early on the
 * attract loop: it does not dismiss the loop nor start a visit. On the
 * navbar's logo a press let go early stays a click (the link home). Off when
 * `enabled` is false.
 */
export function useStaffHold(enabled: boolean, onHold: () => void): HoldProgress | null {
  const [progress, setProgress] = useState<HoldProgress | null>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let ticker: ReturnType<typeof setInterval> | undefined;
    let start: { x: number; y: number; at: number; attract: boolean } | null = null;
    let swallowClick = false;

    const stopTicking = (): void => {
      clearTimeout(timer);
      clearInterval(ticker);
      setProgress(null);
    };
    const cancel = (): void => {
      stopTicking();
      start = null;
    };
    const onDown = (event: PointerEvent): void => {
      cancel();
      swallowClick = false;
      if (!(event.target instanceof Element)) return;
      const target = event.target.closest(HOLD_TARGETS);
      if (!target) return;
      const pressed = {
        x: event.clientX,
        y: event.clientY,
        at: Date.now(),
        attract: target.matches(ATTRACT_TARGET),
      };
      start = pressed;
      ticker = setInterval(() => {
        const held = Date.now() - pressed.at;
        if (held >= HOLD_SHOWN_MS)
          setProgress({ x: pressed.x, y: pressed.y, done: Math.min(1, held / STAFF_HOLD_MS) });
      }, TICK_MS);
      timer = setTimeout(() => {
        stopTicking();
        start = null;
        swallowClick = true;
        onHold();
      }, STAFF_HOLD_MS);
    };
    const onMove = (event: PointerEvent): void => {
      if (start && Math.hypot(event.clientX - start.x, event.clientY - start.y) > SLIDE_PX)
        cancel();
    };
    const onUp = (): void => {
      if (start?.attract && Date.now() - start.at >= HOLD_SHOWN_MS) swallowClick = true;
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
    window.addEventListener('pointerup', onUp, true);
    window.addEventListener('pointercancel', cancel, true);
    window.addEventListener('click', onClick, true);
    return () => {
      cancel();
      window.removeEventListener('pointerdown', onDown, true);
      window.removeEventListener('pointermove', onMove, true);
      window.removeEventListener('pointerup', onUp, true);
      window.removeEventListener('pointercancel', cancel, true);
      window.removeEventListener('click', onClick, true);
    };
  }, [enabled, onHold]);
  return progress;
}
