import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { createIdleTimer, type IdleTimer } from './idleTimer';
import { WARNING_SECONDS } from './kioskMode';
import { useKioskStore } from './kioskStore';
import { useKioskManifest } from './kioskManifest';
import { useAppUpdate } from '../../store/appUpdate';
import { resetAllStores } from '../../store/resetRegistry';
import { IdleWarning } from './IdleWarning';
import { QrDialog } from './QrDialog';
import { applyTouchPolicy } from './touchPolicy';
import { AttractScreen } from './attract/AttractScreen';
import { StaffAccess } from './staff/StaffAccess';
import { useUsageCounting } from './usage/useUsageCounting';
import './kiosk.scss';

const ACTIVITY_EVENTS = [
  'pointerdown',
  'pointermove',
  'keydown',
  'wheel',
  'touchstart',
  'scroll',
] as const;

/** Everything kiosk mode adds to the page; its own chunk, never loaded on the public website. */
export default function KioskLayer() {
  const idleSeconds = useKioskStore((state) => state.idleSeconds);
  const setWarning = useKioskStore((state) => state.setWarning);
  const navigate = useNavigate();
  const timer = useRef<IdleTimer | null>(null);
  // The idle reset brings the attract loop back (kioskStore's reset), which then waits for ever:
  // no idle timer, no warning, unless staff screens are open over it.
  const waiting = useKioskStore((state) => state.attract && state.staff === 'closed');
  useUsageCounting();

  useEffect(() => applyTouchPolicy(), []);
  useKioskManifest(idleSeconds);

  useEffect(() => {
    if (waiting) return undefined;
    const idle = createIdleTimer({
      idleMs: idleSeconds * 1000,
      warningMs: WARNING_SECONDS * 1000,
      onWarn: setWarning,
      onTick: setWarning,
      onDismiss: () => setWarning(null),
      onReset: () => {
        // The next visitor starts clean: menus, dialogs, filters, FAQ, language, route, scroll.
        resetAllStores();
        if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
        // A new navigation to '/' lands at the top (useRouteEffects).
        void navigate('/', { replace: true });
        // A new version waiting? Nobody is here: take it now (the page reloads at '/').
        useAppUpdate.getState().applyWaiting();
      },
    });
    timer.current = idle;
    const onActivity = (): void => idle.activity();
    for (const name of ACTIVITY_EVENTS) {
      window.addEventListener(name, onActivity, { capture: true, passive: true });
    }
    return () => {
      idle.stop();
      for (const name of ACTIVITY_EVENTS)
        window.removeEventListener(name, onActivity, { capture: true });
    };
  }, [idleSeconds, setWarning, navigate, waiting]);

  return (
    <>
      <IdleWarning onStay={() => timer.current?.activity()} />
      <QrDialog />
      <AttractScreen />
      <StaffAccess />
    </>
  );
}
