import { create } from 'zustand';
import { registerReset } from './resetRegistry';

interface FaqState {
  openId: string | null;
  /** Opens `id` (closing any other), or closes it when it is the open one. */
  toggle: (id: string) => void;
  /** What a disclosure's toggle event says: `id` opened, or closed (closing another changes nothing). */
  follow: (id: string, open: boolean) => void;
  reset: () => void;
}

export const useFaqStore = create<FaqState>()((set) => ({
  openId: null,
  toggle: (id) => set((state) => ({ openId: state.openId === id ? null : id })),
  follow: (id, open) =>
    set((state) => (open ? { openId: id } : state.openId === id ? { openId: null } : state)),
  reset: () => set({ openId: null }),
}));

registerReset(() => useFaqStore.getState().reset());
