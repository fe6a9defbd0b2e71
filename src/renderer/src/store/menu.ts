import { create } from 'zustand';
import { registerReset } from './resetRegistry';

interface MenuState {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Closes the menu (also the start state for the kiosk reset and tests). */
  reset: () => void;
}

/** The collapsible navbar menu below the lg breakpoint. */
export const useMenuStore = create<MenuState>()((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
  reset: () => set({ open: false }),
}));

registerReset(() => useMenuStore.getState().reset());
