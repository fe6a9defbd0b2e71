import { create } from 'zustand';
import { registerReset } from './resetRegistry';

interface AppUpdateState {
  /** Makes the new version take over (the page then reloads); null while none is waiting. */
  apply: (() => void) | null;
  /** The visitor closed the notice; it comes back on the next visit or kiosk reset. */
  dismissed: boolean;
  /**
   * A new version controls this kiosk page, whose code is still the old
   * version's. Calling it reloads into the new one: the kiosk's idle reset
   * does (features/kiosk/idle/resetIntoUpdate.ts), never the take-over itself,
   * which may come while a visitor is there.
   */
  reloadIntoNew: (() => void) | null;
  /** A new deployment is installed and waiting (features/offline/serviceWorker.ts). */
  offer: (apply: () => void) => void;
  dismiss: () => void;
  /** Shows the notice again; a waiting version keeps waiting. */
  reset: () => void;
}

export const useAppUpdate = create<AppUpdateState>()((set) => ({
  apply: null,
  dismissed: false,
  reloadIntoNew: null,
  offer: (apply) => set({ apply, dismissed: false }),
  dismiss: () => set({ dismissed: true }),
  reset: () => set({ dismissed: false }),
}));

registerReset(() => useAppUpdate.getState().reset());
