import { create } from 'zustand';
import { registerReset } from './resetRegistry';

interface LinkHandoffState {
  /** On at a kiosk: outbound links are handed to the visitor's phone, not opened here. */
  active: boolean;
  /** The outbound link being handed off (shown as a QR code); null when none. */
  url: string | null;
  /**
   * Whether the dialog hands focus back to the link when it closes: yes when the
   * visitor closes it, no when the kiosk reset does (the link may sit at the
   * footer, and focusing it would scroll the fresh page there).
   */
  returnFocus: boolean;
  setActive: (active: boolean) => void;
  show: (url: string) => void;
  close: () => void;
  reset: () => void;
}

export const useLinkHandoff = create<LinkHandoffState>()((set) => ({
  active: false,
  url: null,
  returnFocus: true,
  setActive: (active) => set({ active }),
  show: (url) => set({ url, returnFocus: true }),
  close: () => set({ url: null, returnFocus: true }),
  reset: () => set({ url: null, returnFocus: false }),
}));

registerReset(() => useLinkHandoff.getState().reset());
