import { create } from 'zustand';
import { DEFAULT_IDLE_SECONDS } from '../lib/kioskMode';

interface KioskState {
  enabled: boolean;
  idleSeconds: number;
  /** Seconds left on the "Still there?" warning; null when not warning. */
  warningSecondsLeft: number | null;
  /** The external link shown as a QR code; null when the dialog is closed. */
  qrUrl: string | null;
  configure: (settings: { enabled: boolean; idleSeconds: number }) => void;
  setWarning: (secondsLeft: number | null) => void;
  showQr: (url: string) => void;
  closeQr: () => void;
  /** Closes the kiosk's own dialogs; the mode itself stays. */
  reset: () => void;
}

export const useKioskStore = create<KioskState>()((set) => ({
  enabled: false,
  idleSeconds: DEFAULT_IDLE_SECONDS,
  warningSecondsLeft: null,
  qrUrl: null,
  configure: ({ enabled, idleSeconds }) => set({ enabled, idleSeconds }),
  setWarning: (warningSecondsLeft) => set({ warningSecondsLeft }),
  showQr: (qrUrl) => set({ qrUrl }),
  closeQr: () => set({ qrUrl: null }),
  reset: () => set({ warningSecondsLeft: null, qrUrl: null }),
}));
