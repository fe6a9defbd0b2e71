import { create } from 'zustand';
import { registerReset } from './resetRegistry';

interface OfflineNoticeState {
  /** An outbound link was followed with the network off: its QR code is shown for a phone to open. */
  open: boolean;
  /** That link; null when none. */
  url: string | null;
  show: (url: string) => void;
  /** Closes the notice (also the kiosk reset's and the tests' start state). */
  close: () => void;
}

export const useOfflineNotice = create<OfflineNoticeState>()((set) => ({
  open: false,
  url: null,
  show: (url) => set({ open: true, url }),
  close: () => set({ open: false, url: null }),
}));

registerReset(() => useOfflineNotice.getState().close());
