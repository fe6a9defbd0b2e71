import { create } from 'zustand';
import { registerReset } from './resetRegistry';

interface OfflineNoticeState {
  /** An outbound link was followed with the network off: the notice says why nothing opened. */
  open: boolean;
  show: () => void;
  /** Closes the notice (also the kiosk reset's and the tests' start state). */
  close: () => void;
}

export const useOfflineNotice = create<OfflineNoticeState>()((set) => ({
  open: false,
  show: () => set({ open: true }),
  close: () => set({ open: false }),
}));

registerReset(() => useOfflineNotice.getState().close());
