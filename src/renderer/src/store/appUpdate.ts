import { create } from 'zustand';
import { registerReset } from './resetRegistry';

interface AppUpdateState {
  /** Makes the new version take over (the page then reloads); null while none is waiting. */
  apply: (() => void) | null;
  /** The visitor closed the notice; it comes back on the next visit or kiosk reset. */
  dismissed: boolean;
  /** A new deployment is installed and waiting (features/offline/serviceWorker.ts). */
  offer: (apply: () => void) => void;
  dismiss: () => void;
  /** Applies a waiting version, if any: true when it did. The kiosk calls it at its idle reset. */
  applyWaiting: () => boolean;
  /** Shows the notice again; a waiting version keeps waiting. */
  reset: () => void;
}

export const useAppUpdate = create<AppUpdateState>()((set, get) => ({
  apply: null,
  dismissed: false,
  offer: (apply) => set({ apply, dismissed: false }),
  dismiss: () => set({ dismissed: true }),
  applyWaiting: () => {
    const { apply } = get();
    apply?.();
    return apply !== null;
  },
  reset: () => set({ dismissed: false }),
}));

registerReset(() => useAppUpdate.getState().reset());
