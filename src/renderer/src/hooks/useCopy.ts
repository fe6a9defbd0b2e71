import type { Locale, SiteCopy } from '../content/types';
import { useLocaleStore } from '../store/locale';

export function useLocale(): Locale {
  return useLocaleStore((state) => state.locale);
}

/** The copy of the current language. */
export function useCopy(): SiteCopy {
  return useLocaleStore((state) => state.copy);
}
