import { create } from 'zustand';
import { registerReset } from './resetRegistry';

interface OfflineNoticeState {
  /** An outbound link was followed with the network off: the notice says why nothing opened. */
  open: boolean;
  show: () => void;
  close: () => void;
  reset: () => void;
}

export const useOfflineNotice = create<OfflineNoticeState>()((set) => ({
  open: false,
  show: () => set({ open: true }),
  close: () => set({ open: false }),
  reset: () => set({ open: false }),
}));

registerReset(() => useOfflineNotice.getState().reset());
