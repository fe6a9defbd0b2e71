import { ON_SCREEN_PLACES, type ShortPlacement } from '@shared/shortStoreLink';
import { QR_SEEN_MS } from '@shared/usageSchema';

export interface StoreQrWatch {
  stop: () => void;
  /** Starts the wait again for every code on screen now: a visit that begins counts what it sees. */
  rearm: () => void;
}

const PLACES: readonly string[] = Object.values(ON_SCREEN_PLACES);
const isPlace = (value: string | null): value is ShortPlacement =>
  value !== null && PLACES.includes(value);

/**
 * Calls `onSeen(place)` when a permanent store QR code of the site
 * (`[data-store-qr=place]` under #root: the hero's) has stayed at least half
 * on screen for QR_SEEN_MS, so a visitor could scan it without a tap. The
 * attract loop's code is counted apart (it lies over #root, not in it). Codes
 * mount lazily, so a mutation observer keeps the list current.
 */
export function watchStoreQrs(
  onSeen: (place: ShortPlacement) => void,
  doc: Document = document,
): StoreQrWatch {
  const root = doc.getElementById('root');
  const view = doc.defaultView;
  if (!root || !view || typeof view.IntersectionObserver !== 'function') {
    return { stop: () => undefined, rearm: () => undefined };
  }

  const timers = new Map<Element, ReturnType<typeof setTimeout>>();
  const onScreen = new Set<Element>();
  const arm = (code: Element): void => {
    clearTimeout(timers.get(code));
    const place = code.getAttribute('data-store-qr');
    if (isPlace(place))
      timers.set(
        code,
        setTimeout(() => onSeen(place), QR_SEEN_MS),
      );
  };
  const intersections = new view.IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        clearTimeout(timers.get(entry.target));
        timers.delete(entry.target);
        if (entry.isIntersecting) {
          onScreen.add(entry.target);
          arm(entry.target);
        } else onScreen.delete(entry.target);
      }
    },
    { threshold: 0.5 },
  );
  const observeAll = (): void => {
    for (const code of root.querySelectorAll('[data-store-qr]')) intersections.observe(code);
  };
  const mutations = new view.MutationObserver(observeAll);
  mutations.observe(root, { childList: true, subtree: true });
  observeAll();

  return {
    stop: () => {
      mutations.disconnect();
      intersections.disconnect();
      for (const timer of timers.values()) clearTimeout(timer);
    },
    // The hero's code came on screen under the attract loop, before the visit could count it.
    rearm: () => onScreen.forEach(arm),
  };
}
