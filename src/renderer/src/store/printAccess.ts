import { create } from 'zustand';
import { registerReset } from './resetRegistry';

/**
 * Whether the print view may print at a kiosk: only once staff opened it from
 * the staff view, and only until the next idle reset, which also ends the
 * staff's hold on the print view (kioskStore's 'print'), so a visitor who walks
 * up to a poster left on screen finds no print action. The website ignores it.
 */
interface PrintAccessState {
  granted: boolean;
  grant: () => void;
  revoke: () => void;
}

export const usePrintAccess = create<PrintAccessState>()((set) => ({
  granted: false,
  grant: () => set({ granted: true }),
  revoke: () => set({ granted: false }),
}));

registerReset(() => usePrintAccess.getState().revoke());
