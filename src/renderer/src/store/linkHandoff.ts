import { create } from 'zustand';
import { registerReset } from './resetRegistry';

interface LinkHandoffState {
  /** The outbound link being handed off (shown as a QR code); null when none. */
  url: string | null;
  show: (url: string) => void;
  close: () => void;
}

export const useLinkHandoff = create<LinkHandoffState>()((set) => ({
  url: null,
  show: (url) => set({ url }),
  close: () => set({ url: null }),
}));

// Whether the dialog then returns focus is the kiosk's call (features/kiosk/idle/useReturnFocus.ts).
registerReset(() => useLinkHandoff.getState().close());
