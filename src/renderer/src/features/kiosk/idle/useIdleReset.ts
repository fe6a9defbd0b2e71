import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { createIdleTimer, type IdleTimer } from './idleTimer';
import { WARNING_SECONDS } from '../kioskMode';
import { useKioskStore } from '../kioskStore';
import { resetIntoUpdate } from './resetIntoUpdate';
import { guardTapThrough } from './tapThrough';
import { resetAllStores } from '../../../store/resetRegistry';
import { useSiteRun } from '../../../store/siteRun';

/**
 * What a visitor does: a touch, a pointer, a key, a wheel. Not `scroll`: a
 * finger's or a wheel's scroll comes with these, while the page scrolls by
 * itself too (a route's jump to the top, a lazy page's layout clamping the
 * position, the on-screen keyboard making room), sometimes a while after the
 * last touch, and such a scroll dismissed the "Still there?" warning.
 */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Why a pointer's move does not answer "Still there?" (hostile review R5-08):
 * a mouse moving toward "Stay" closed the warning, and the click it was heading
 * for then landed on what lay beneath ("See sample exam papers": the visitor
 * was taken to the console). A move keeps a visit alive; only a press, a key
 * or a wheel answers the warning, and a press's click is the warning's (tapThrough.ts).
 */
const PRESENCE_ONLY: ReadonlySet<string> = new Set(['pointermove']);

/**
 * What happens when a kiosk visitor is idle, from start to end:
 * 1. Any input (ACTIVITY_EVENTS) restarts the idle period: 90 s by default
 *    (`idle=` in the URL, `--idle=` for the shell; kioskMode.ts).
 * 2. Then the "Still there?" warning (IdleWarning.tsx) counts down 10 s
 *    (WARNING_SECONDS); a press, key or wheel dismisses it (idleTimer.ts runs
 *    both clocks), a mouse's move does not (PRESENCE_ONLY), and a tap or click
 *    that dismisses it does nothing else (tapThrough.ts).
 * 3. Then the reset, `onReset` below: every store back to its start
 *    (resetAllStores: menus, dialogs, filters, FAQ, language, and the kiosk
 *    store, which brings the attract loop back), no control focused, the top
 *    of `/`. With a new version waiting, the reset is a reload into it
 *    instead, asked for before the page makes any request (resetIntoUpdate.ts).
 * 4. Under the attract loop no timer runs (KioskLayer) until a visitor's touch.
 *
 * The kiosk's idle reset while a visit runs. The effect is the one owner of
 * the timer: it starts it, and its cleanup stops it for good and forgets it,
 * so the returned `stay` (the warning's button) after that does nothing.
 */
export function useIdleReset(running: boolean): () => void {
  const idleSeconds = useSiteRun((run) => run.idleSeconds);
  const setWarning = useKioskStore((state) => state.setWarning);
  // The hash router's navigate is a new function at each route: read at the reset, not
  // a dependency of the effect, or every page a visitor opens would restart the timer.
  const navigateNow = useNavigate();
  const navigate = useRef(navigateNow);
  useLayoutEffect(() => {
    navigate.current = navigateNow;
  });
  const timer = useRef<IdleTimer | null>(null);

  useEffect(() => {
    if (!running) return undefined;
    const idle = createIdleTimer({
      idleMs: idleSeconds * 1000,
      warningMs: WARNING_SECONDS * 1000,
      onCountdown: setWarning,
      onDismiss: () => setWarning(null),
      onReset: () => {
        if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
        // The next visitor starts clean: menus, dialogs, filters, FAQ, language, route, scroll.
        const resetInPlace = (): void => {
          resetAllStores();
          // A new navigation to '/' lands at the top (useRouteEffects).
          void navigate.current('/', { replace: true });
        };
        if (!resetIntoUpdate(resetInPlace)) resetInPlace();
      },
    });
    timer.current = idle;
    // The warning leaves the page at the pointerdown that dismisses it: without
    // this, that tap's click pressed what lay beneath (R4-05, tapThrough.ts).
    const tapThrough = guardTapThrough(window);
    const onActivity = (event: Event): void => {
      if (PRESENCE_ONLY.has(event.type)) idle.presence();
      else if (idle.activity() && event.type === 'pointerdown') tapThrough.swallowRest();
    };
    for (const name of ACTIVITY_EVENTS) {
      window.addEventListener(name, onActivity, { capture: true, passive: true });
    }
    return () => {
      idle.stop();
      tapThrough.release();
      if (timer.current === idle) timer.current = null;
      for (const name of ACTIVITY_EVENTS)
        window.removeEventListener(name, onActivity, { capture: true });
    };
  }, [running, idleSeconds, setWarning]);

  return useCallback(() => {
    timer.current?.activity();
  }, []);
}
