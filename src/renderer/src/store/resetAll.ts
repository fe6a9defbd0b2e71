import { useConsoleFilters } from './consoleFilters';
import { useFaqStore } from './faq';
import { useKioskStore } from './kiosk';
import { useLocaleStore } from './locale';
import { useMenuStore } from './menu';

/** Returns every store to its start: used by the kiosk idle reset and between tests. */
export function resetAllStores(): void {
  useMenuStore.getState().reset();
  useFaqStore.getState().reset();
  void useLocaleStore.getState().reset();
  useConsoleFilters.getState().reset();
  useKioskStore.getState().reset();
}
