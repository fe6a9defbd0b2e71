import { create } from 'zustand';
import { registerReset } from '../../store/resetRegistry';

/** The staff screens: closed, asking the browser kiosk's PIN, or showing the usage counts. */
export type StaffScreen = 'closed' | 'pin' | 'usage';

/** A kiosk's interface state; how the kiosk runs is store/siteRun.ts. */
interface KioskState {
  /** Seconds left on the "Still there?" warning; null when not warning. */
  warningSecondsLeft: number | null;
  /** How many idle resets there have been: a dialog open across one does not return focus (useReturnFocus). */
  resets: number;
  /** The attract loop covers the site: at start and after every idle reset, until a visitor's touch. */
  attract: boolean;
  staff: StaffScreen;
  setWarning: (secondsLeft: number | null) => void;
  /** A visitor's touch: the attract loop gives way and a visit starts. */
  dismissAttract: () => void;
  setStaff: (screen: StaffScreen) => void;
  /** Clears the warning, closes the staff screens and brings the attract loop back. */
  reset: () => void;
}

export const useKioskStore = create<KioskState>()((set) => ({
  warningSecondsLeft: null,
  resets: 0,
  attract: true,
  staff: 'closed',
  setWarning: (warningSecondsLeft) => set({ warningSecondsLeft }),
  dismissAttract: () => set({ attract: false }),
  setStaff: (staff) => set({ staff }),
  reset: () =>
    set(({ resets }) => ({
      warningSecondsLeft: null,
      attract: true,
      staff: 'closed',
      resets: resets + 1,
    })),
}));

registerReset(() => useKioskStore.getState().reset());
