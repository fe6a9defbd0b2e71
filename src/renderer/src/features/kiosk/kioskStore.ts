import { create } from 'zustand';
import { registerReset } from '../../store/resetRegistry';
import { useLinkHandoff } from '../../store/linkHandoff';
import { DEFAULT_IDLE_SECONDS, type KioskSettings } from './kioskMode';

interface KioskState extends KioskSettings {
  /** Seconds left on the "Still there?" warning; null when not warning. */
  warningSecondsLeft: number | null;
  /**
   * Whether the warning hands focus back to where it was when it closes: yes when
   * the visitor answers it, no when the reset closes it (that element may sit at
   * the footer the last visitor left, and focusing it would scroll the fresh page there).
   */
  warningReturnsFocus: boolean;
  configure: (settings: KioskSettings) => void;
  setWarning: (secondsLeft: number | null) => void;
  /** Clears the warning; the mode itself stays. */
  reset: () => void;
}

export const useKioskStore = create<KioskState>()((set) => ({
  enabled: false,
  idleSeconds: DEFAULT_IDLE_SECONDS,
  openOnThisScreen: false,
  warningSecondsLeft: null,
  warningReturnsFocus: true,
  configure: (settings) => {
    // A kiosk hands every outbound link to the visitor's phone instead of opening it.
    useLinkHandoff.getState().setActive(settings.enabled);
    set(settings);
  },
  setWarning: (warningSecondsLeft) => set({ warningSecondsLeft, warningReturnsFocus: true }),
  reset: () => set({ warningSecondsLeft: null, warningReturnsFocus: false }),
}));

registerReset(() => useKioskStore.getState().reset());
