import { create } from 'zustand';
import { registerReset } from './resetRegistry';

interface LinkHandoffState {
  /** On at a kiosk: outbound links are handed to the visitor's phone, not opened here. */
  active: boolean;
  /** The outbound link being handed off (shown as a QR code); null when none. */
  url: string | null;
  setActive: (active: boolean) => void;
  show: (url: string) => void;
  close: () => void;
}

export const useLinkHandoff = create<LinkHandoffState>()((set) => ({
  active: false,
  url: null,
  setActive: (active) => set({ active }),
  show: (url) => set({ url }),
  close: () => set({ url: null }),
}));

// Whether the dialog then returns focus is the kiosk's call (features/kiosk/idle/useReturnFocus.ts).
registerReset(() => useLinkHandoff.getState().close());
