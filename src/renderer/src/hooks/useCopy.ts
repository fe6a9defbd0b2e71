import { useSyncExternalStore } from 'react';
import type { Locale, SiteCopy } from '../content/types';
import { useLocaleStore } from '../store/locale';

type LocaleState = ReturnType<typeof useLocaleStore.getState>;

/**
 * The language as it is now, while hydrating too. Zustand's hook renders a
 * store's initial state during hydration (English), which would not match a
 * French page prerendered by the build; main.tsx sets the language before it
 * hydrates, so the current state is the one the page was rendered with.
 */
function useLocaleSlice<T>(select: (state: LocaleState) => T): T {
  const current = (): T => select(useLocaleStore.getState());
  return useSyncExternalStore(useLocaleStore.subscribe, current, current);
}

const selectLocale = (state: LocaleState): Locale => state.locale;
const selectCopy = (state: LocaleState): SiteCopy => state.copy;

export function useLocale(): Locale {
  return useLocaleSlice(selectLocale);
}

/** The copy of the current language. */
export function useCopy(): SiteCopy {
  return useLocaleSlice(selectCopy);
}
