import { lazy, Suspense, useEffect } from 'react';
import { staffPin } from '../../../config/staff';
import { desktopKioskApi } from '../../../lib/desktop';
import { useKioskStore } from '../kioskStore';
import { StaffHoldProgress } from './StaffHoldProgress';
import { useStaffHold } from './useStaffHold';

const StaffScreens = lazy(() => import('./StaffScreens'));

const askPin = (): void => useKioskStore.getState().setStaff('pin');

/**
 * The ways into the staff screens: the shell's staff chord (main asks, no PIN:
 * the chord needs a keyboard), or in a browser kiosk with a PIN set at build
 * time, a five-second press on the brand logo, then the PIN.
 */
export function StaffAccess() {
  const screen = useKioskStore((state) => state.staff);
  const shell = desktopKioskApi();

  useEffect(
    () => shell?.onStaffViewRequest(() => useKioskStore.getState().setStaff('usage')),
    [shell],
  );
  const hold = useStaffHold(!shell && staffPin !== null, askPin);

  return screen === 'closed' ? (
    <StaffHoldProgress progress={hold} />
  ) : (
    <Suspense fallback={null}>
      <StaffScreens />
    </Suspense>
  );
}
