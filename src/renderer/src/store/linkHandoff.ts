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
  reset: () => void;
}

export const useLinkHandoff = create<LinkHandoffState>()((set) => ({
  active: false,
  url: null,
  setActive: (active) => set({ active }),
  show: (url) => set({ url }),
  close: () => set({ url: null }),
  reset: () => set({ url: null }),
}));

registerReset(() => useLinkHandoff.getState().reset());
