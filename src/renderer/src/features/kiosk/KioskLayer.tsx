import { lazy, Suspense, useEffect } from 'react';
import { useOnScreenKeyboard } from '../../store/onScreenKeyboard';
import { useSiteRun } from '../../store/siteRun';
import { useKioskStore } from './kioskStore';
import { useKioskManifest } from './kioskManifest';
import { useIdleReset } from './idle/useIdleReset';
import { IdleWarning } from './idle/IdleWarning';
import { QrDialog } from './handoff/QrDialog';
import { applyTouchPolicy } from './lockdown/touchPolicy';
import { blockBrowserKeys } from './lockdown/browserKeys';
import { plainLinkClicks } from './handoff/linkClicks';
import { replaceHistoryPushes } from './lockdown/historyTrail';
import { AttractScreen } from './attract/AttractScreen';
import { StaffAccess } from './staff/StaffAccess';
import { useUsageCounting } from './usage/useUsageCounting';
import './kiosk.scss';

// Loaded when a visitor first touches a text field: a kiosk with a physical keyboard never needs it.
const OnScreenKeyboard = lazy(() => import('./keyboard/OnScreenKeyboard'));

/** Everything kiosk mode adds to the page; its own chunk, never loaded on the public website. */
export default function KioskLayer() {
  const idleSeconds = useSiteRun((run) => run.idleSeconds);
  // The idle reset brings the attract loop back (kioskStore's reset), which then waits for ever:
  // no idle timer, no warning, unless staff screens are open over it.
  const waiting = useKioskStore((state) => state.attract && state.staff === 'closed');
  const stay = useIdleReset(!waiting);
  const keyboard = useOnScreenKeyboard((state) => state.open);
  useUsageCounting();

  useEffect(() => {
    // Nothing lets a visitor out of the kiosk, nor read back the last one's visit.
    const undo = [
      applyTouchPolicy(),
      blockBrowserKeys(),
      plainLinkClicks(),
      replaceHistoryPushes(),
    ];
    return () => undo.forEach((undoOne) => undoOne());
  }, []);
  useKioskManifest(idleSeconds);

  return (
    <>
      <IdleWarning onStay={stay} />
      <QrDialog />
      <AttractScreen />
      <StaffAccess />
      {keyboard && (
        <Suspense fallback={null}>
          <OnScreenKeyboard />
        </Suspense>
      )}
    </>
  );
}
