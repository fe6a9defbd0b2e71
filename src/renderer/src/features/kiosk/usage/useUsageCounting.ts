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
import { QR_SEEN_MS } from '@shared/usageSchema';
import { watchSections } from './sectionWatcher';
import { watchStoreQrs } from './storeQrWatcher';
import { createSessionTracker, type SessionTracker } from './sessionTracker';
import { routeKey } from '../../../lib/usage/usageKeys';
import { usageStorageHere } from '../../../lib/usage/usageStorage';
import { useUsageStore } from '../../../store/usageStore';

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
    const sections = watchSections((id) => visit.seen('sections', id));
    const codes = watchStoreQrs((place) => visit.storeCodeSeen(place));
    // The attract loop's store code, each time the loop comes back and stays: no visit
    // is under way then (a passer-by who scans it touches nothing), so it counts on its own.
    let attractShown: ReturnType<typeof setTimeout> | undefined;
    const watchAttract = (): void => {
      clearTimeout(attractShown);
      attractShown = setTimeout(
        () => record({ type: 'tally', tally: 'shown', key: 'attract', at: Date.now() }),
        QR_SEEN_MS,
      );
    };
    if (useKioskStore.getState().attract) watchAttract();
    // Someone back after a while away: the codes on screen start their wait with them there.
    const onInput = (): void => {
      if (visit.activity()) codes.rearm();
    };
    for (const name of INPUT_EVENTS) {
      window.addEventListener(name, onInput, { capture: true, passive: true });
    }
    const stops = [
      useKioskStore.subscribe((state, previous) => {
        if (previous.attract && !state.attract) {
          visit.start();
          visit.seen('routes', routeKey(currentPath.current));
          sections.rearm();
          codes.rearm();
          clearTimeout(attractShown);
        } else if (!previous.attract && state.attract) {
          visit.end();
          watchAttract();
        }
      }),
      useLocaleStore.subscribe((state, previous) => {
        if (state.locale !== previous.locale) visit.seen('languages', state.locale);
      }),
      useLinkHandoff.subscribe((state, previous) => {
        if (!state.url || state.url === previous.url) return;
        const kind = linkKind(state.url, site);
        visit.counted('qr', kind);
        if (kind === 'store') visit.storeTapped();
      }),
      useFaqStore.subscribe((state, previous) => {
        if (state.openId && state.openId !== previous.openId) visit.counted('faq', state.openId);
      }),
      useConsoleFilters.subscribe((state, previous) => {
        // A search starts when the box goes from empty to text; its text is never read further.
        if (state.search.trim() !== '' && previous.search.trim() === '') visit.search();
      }),
      sections.stop,
      codes.stop,
      () => clearTimeout(attractShown),
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
