import { create } from 'zustand';
import { registerReset } from '../../store/resetRegistry';
import { useLinkHandoff } from '../../store/linkHandoff';
import { useStoreLinks } from '../../store/storeLinks';
import { DEFAULT_IDLE_SECONDS, type KioskSettings } from './kioskMode';

/** The staff screens: closed, asking the browser kiosk's PIN, or showing the usage counts. */
export type StaffScreen = 'closed' | 'pin' | 'usage';

interface KioskState extends KioskSettings {
  /** Seconds left on the "Still there?" warning; null when not warning. */
  warningSecondsLeft: number | null;
  /** How many idle resets there have been: a dialog open across one does not return focus (useReturnFocus). */
  resets: number;
  configure: (settings: KioskSettings) => void;
  /** The attract loop covers the site: at start and after every idle reset, until a visitor's touch. */
  attract: boolean;
  staff: StaffScreen;
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
  openOnThisScreen: false,
  source: 'website',
  event: null,
  kioskName: null,
  ignored: [],
  warningSecondsLeft: null,
  resets: 0,
  attract: true,
  staff: 'closed',
  configure: (settings) => {
    // A kiosk hands every outbound link to the visitor's phone instead of opening it.
    useLinkHandoff.getState().setActive(settings.enabled);
    // Store links say who shows them and, at a kiosk, for which event.
    useStoreLinks.getState().configure({ source: settings.source, campaign: settings.event });
    set(settings);
  },
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
