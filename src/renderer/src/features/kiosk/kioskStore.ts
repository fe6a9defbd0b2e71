import { create } from 'zustand';
import { registerReset } from '../../store/resetRegistry';
import { useLinkHandoff } from '../../store/linkHandoff';
import { DEFAULT_IDLE_SECONDS } from './kioskMode';

/** The staff screens: closed, asking the browser kiosk's PIN, or showing the usage counts. */
export type StaffScreen = 'closed' | 'pin' | 'usage';

interface KioskState {
  enabled: boolean;
  idleSeconds: number;
  /** Seconds left on the "Still there?" warning; null when not warning. */
  warningSecondsLeft: number | null;
  /** The attract loop covers the site: at start and after every idle reset, until a visitor's touch. */
  attract: boolean;
  staff: StaffScreen;
  configure: (settings: { enabled: boolean; idleSeconds: number }) => void;
  setWarning: (secondsLeft: number | null) => void;
  /** A visitor's touch: the attract loop gives way and a visit starts. */
  dismissAttract: () => void;
  setStaff: (screen: StaffScreen) => void;
  /** Clears the warning, closes the staff screens and brings the attract loop back; the mode itself stays. */
  reset: () => void;
}

export const useKioskStore = create<KioskState>()((set) => ({
  enabled: false,
  idleSeconds: DEFAULT_IDLE_SECONDS,
  warningSecondsLeft: null,
  attract: true,
  staff: 'closed',
  configure: ({ enabled, idleSeconds }) => {
    // A kiosk hands every outbound link to the visitor's phone instead of opening it.
    useLinkHandoff.getState().setActive(enabled);
    set({ enabled, idleSeconds });
  },
  setWarning: (warningSecondsLeft) => set({ warningSecondsLeft }),
  dismissAttract: () => set({ attract: false }),
  setStaff: (staff) => set({ staff }),
  reset: () => set({ warningSecondsLeft: null, attract: true, staff: 'closed' }),
}));

registerReset(() => useKioskStore.getState().reset());
