import { create } from 'zustand';
import { registerReset } from './resetRegistry';

interface FaqState {
  openId: string | null;
  /** Opens `id` (closing any other), or closes it when it is the open one. */
  toggle: (id: string) => void;
  reset: () => void;
}

export const useFaqStore = create<FaqState>()((set) => ({
  openId: null,
  toggle: (id) => set((state) => ({ openId: state.openId === id ? null : id })),
  reset: () => set({ openId: null }),
}));

registerReset(() => useFaqStore.getState().reset());
