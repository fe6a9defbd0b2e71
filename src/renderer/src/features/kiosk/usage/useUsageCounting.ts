import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { site } from '../../../config/site';
import { useFaqStore } from '../../../store/faq';
import { useLinkHandoff } from '../../../store/linkHandoff';
import { useLocaleStore } from '../../../store/locale';
import { useConsoleFilters } from '../../../store/consoleFilters';
import { useSiteRun } from '../../../store/siteRun';
import { useKioskStore } from '../kioskStore';
import { linkKind } from '../handoff/linkKind';
import { watchSections } from './sectionWatcher';
import { createSessionTracker, type SessionTracker } from './sessionTracker';
import { routeKey } from './usageKeys';
import { usageStorageHere } from './usageStorage';
import { useUsageStore } from './usageStore';

const INPUT_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Counts the kiosk's use by watching what already happens (stores, route,
 * sections on screen, input) from the kiosk chunk: no feature calls into the
 * counting, and the public website never loads it.
 */
export function useUsageCounting(): void {
  const { pathname } = useLocation();
  const tracker = useRef<SessionTracker | null>(null);
  const currentPath = useRef(pathname);

  useEffect(() => {
    const { kioskName, event } = useSiteRun.getState();
    void useUsageStore.getState().attach(usageStorageHere(), { kiosk: kioskName, event });
    const record = useUsageStore.getState().record;
    const visit = createSessionTracker(record);
    tracker.current = visit;
    const onInput = (): void => visit.activity();
    for (const name of INPUT_EVENTS) {
      window.addEventListener(name, onInput, { capture: true, passive: true });
    }
    const stops = [
      useKioskStore.subscribe((state, previous) => {
        if (previous.attract && !state.attract) {
          visit.start();
          visit.seen('routes', routeKey(currentPath.current));
        } else if (!previous.attract && state.attract) {
          visit.end();
        }
      }),
      useLocaleStore.subscribe((state, previous) => {
        if (state.locale !== previous.locale) visit.seen('languages', state.locale);
      }),
      useLinkHandoff.subscribe((state, previous) => {
        if (state.url && state.url !== previous.url) visit.counted('qr', linkKind(state.url, site));
      }),
      useFaqStore.subscribe((state, previous) => {
        if (state.openId && state.openId !== previous.openId) visit.counted('faq', state.openId);
      }),
      useConsoleFilters.subscribe((state, previous) => {
        // A search starts when the box goes from empty to text; its text is never read further.
        if (state.search.trim() !== '' && previous.search.trim() === '') visit.search();
      }),
      watchSections((id) => visit.seen('sections', id)),
    ];
    return () => {
      for (const name of INPUT_EVENTS) window.removeEventListener(name, onInput, { capture: true });
      for (const stop of stops) stop();
      tracker.current = null;
    };
  }, []);

  useEffect(() => {
    currentPath.current = pathname;
    tracker.current?.seen('routes', routeKey(pathname));
  }, [pathname]);
}
