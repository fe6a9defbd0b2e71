import { create } from 'zustand';
import { DEFAULT_LOCALE } from '../content';
import type { Locale } from '../content/types';

interface LocaleState {
  locale: Locale;
  setLocale: (locale: Locale) => void;
  reset: () => void;
}

export const useLocaleStore = create<LocaleState>()((set) => ({
  locale: DEFAULT_LOCALE,
  setLocale: (locale) => set({ locale }),
  reset: () => set({ locale: DEFAULT_LOCALE }),
}));
