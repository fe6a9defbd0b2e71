/** What a tap sends after its pointerdown: the mouse events a touch screen adds, then the click. */
const REST_OF_TAP = ['mousedown', 'mouseup', 'click'] as const;
/** A new tap, a tap that turned into a scroll (no click comes), or the keyboard. */
const TAP_OVER = ['pointerdown', 'pointercancel', 'keydown'] as const;

export interface TapThroughGuard {
  /**
   * Called from the pointerdown that closed the "Still there?" warning: the
   * rest of that tap is the warning's, and reaches nothing.
   */
  swallowRest: () => void;
  /** Lets clicks through again and removes its listeners (the visit's end too). */
  release: () => void;
}

/**
 * Why (hostile review R4-05): a pointerdown dismisses the warning and the
 * <dialog> leaves the page at once, so the click of that same tap came down on
 * whatever was under the finger. In the review the tap that closed the warning
 * also pressed "Choose Solo" beneath, which opened a QR hand-off and counted a
 * QR. The warning's tap is swallowed whole, on the window's capture, before the
 * page sees it. Armed only by such a tap and taken off by its click or the next
 * tap, pointercancel or key: a kiosk that runs for days keeps no listener from it.
 */
export function guardTapThrough(view: Window = window): TapThroughGuard {
  let armed = false;

  const release = (): void => {
    if (!armed) return;
    armed = false;
    for (const type of REST_OF_TAP) view.removeEventListener(type, swallow, true);
    for (const type of TAP_OVER) view.removeEventListener(type, release, true);
  };

  const swallow = (event: Event): void => {
    event.preventDefault();
    event.stopImmediatePropagation();
    if (event.type === 'click') release();
  };

  return {
    swallowRest() {
      release();
      armed = true;
      for (const type of REST_OF_TAP) view.addEventListener(type, swallow, true);
      // Added during the dismissing pointerdown's own dispatch, so not called
      // for it (listeners added to the current target wait for the next event).
      for (const type of TAP_OVER) view.addEventListener(type, release, true);
    },
    release,
  };
}
