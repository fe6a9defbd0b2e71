import { create } from 'zustand';
import { registerReset } from './resetRegistry';

interface OfflineNoticeState {
  /** An outbound link followed with the network off, its QR code shown for a phone to open; null when none. */
  url: string | null;
  show: (url: string) => void;
  /** Closes the notice (also the kiosk reset's and the tests' start state). */
  close: () => void;
}

export const useOfflineNotice = create<OfflineNoticeState>()((set) => ({
  url: null,
  show: (url) => set({ url }),
  close: () => set({ url: null }),
}));

registerReset(() => useOfflineNotice.getState().close());
