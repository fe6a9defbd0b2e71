import { create } from 'zustand';
import type { StoreSource } from '@shared/storeLink';

/**
 * Who is showing the store links, and at which event: what every store link
 * and QR code says to Google Play. Set once at start-up (kiosk settings) and
 * never reset: it is how this copy of the site runs, not a visitor's state.
 * Its default is the public website's, so the page rendered at build time and
 * the page in a visitor's browser carry the same links.
 */
interface StoreLinkState {
  source: StoreSource;
  campaign: string | null;
  configure: (settings: { source: StoreSource; campaign: string | null }) => void;
}

export const useStoreLinks = create<StoreLinkState>()((set) => ({
  source: 'website',
  campaign: null,
  configure: ({ source, campaign }) => set({ source, campaign }),
}));
