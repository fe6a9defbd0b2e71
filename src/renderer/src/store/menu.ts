import { create } from 'zustand';

interface MenuState {
  open: boolean;
  setOpen: (open: boolean) => void;
  toggle: () => void;
  close: () => void;
  reset: () => void;
}

/** The collapsible navbar menu below the lg breakpoint. */
export const useMenuStore = create<MenuState>()((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
  toggle: () => set((state) => ({ open: !state.open })),
  close: () => set({ open: false }),
  reset: () => set({ open: false }),
}));
