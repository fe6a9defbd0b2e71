import { create } from 'zustand';
import type { Locale } from '../content/types';
import { registerReset } from './resetRegistry';

interface OfflineNoticeState {
  /** An outbound link followed with the network off, its QR code shown for a phone to open; null when none. */
  url: string | null;
  /** A language chosen offline whose copy this device has not kept yet; null when none. */
  missingLocale: Locale | null;
  /** `?present=1` opened offline on a device that has not kept the slides. */
  presenterMissing: boolean;
  show: (url: string) => void;
  showMissingLocale: (locale: Locale) => void;
  showPresenterMissing: () => void;
  /** Closes the QR code's dialog (also the kiosk reset's and the tests' start state). */
  close: () => void;
  closeMissingLocale: () => void;
  closePresenterMissing: () => void;
}

export const useOfflineNotice = create<OfflineNoticeState>()((set) => ({
  url: null,
  missingLocale: null,
  presenterMissing: false,
  show: (url) => set({ url }),
  showMissingLocale: (missingLocale) => set({ missingLocale }),
  close: () => set({ url: null }),
  closeMissingLocale: () => set({ missingLocale: null }),
  showPresenterMissing: () => set({ presenterMissing: true }),
  closePresenterMissing: () => set({ presenterMissing: false }),
}));

registerReset(() =>
  useOfflineNotice.setState({ url: null, missingLocale: null, presenterMissing: false }),
);
