export interface DwellWatch {
  stop: () => void;
  /** Starts the wait again for every element in view now: a visit that begins counts what it sees. */
  rearm: () => void;
}

export interface DwellOptions {
  /** Where the elements live; they mount and unmount, so a mutation observer keeps the list current. */
  root: Element;
  /** Which elements under `root` are watched. */
  selector: string;
  /** How long an element must stay in view to count. */
  dwellMs: number;
  /** What "in view" means: a band of the screen (rootMargin), a share of the element (threshold). */
  inView: IntersectionObserverInit;
  /** Called once an element has stayed in view for `dwellMs`. */
  onDwell: (element: Element) => void;
}

/**
 * Calls `onDwell(element)` when an element matching `selector` under `root`
 * has stayed in view for `dwellMs`: going past does not count, leaving view
 * cancels the wait. The one mechanism behind "a landing section was read"
 * (sectionWatcher.ts) and "a store code was on screen" (storeQrWatcher.ts).
 * The observer reports an element once, when it enters view: `rearm` starts
 * the wait again for those in view (the hero entered it under the attract
 * loop, before a visit could count it).
 */
export function watchDwell({ root, selector, dwellMs, inView, onDwell }: DwellOptions): DwellWatch {
  const view = root.ownerDocument.defaultView;
  if (!view || typeof view.IntersectionObserver !== 'function') {
    return { stop: () => undefined, rearm: () => undefined };
  }
  const timers = new Map<Element, ReturnType<typeof setTimeout>>();
  const inViewNow = new Set<Element>();
  const arm = (element: Element): void => {
    clearTimeout(timers.get(element));
    timers.set(
      element,
      setTimeout(() => onDwell(element), dwellMs),
    );
  };
  const intersections = new view.IntersectionObserver((entries) => {
    for (const entry of entries) {
      clearTimeout(timers.get(entry.target));
      timers.delete(entry.target);
      if (entry.isIntersecting) {
        inViewNow.add(entry.target);
        arm(entry.target);
      } else inViewNow.delete(entry.target);
    }
  }, inView);
  const observeAll = (): void => {
    for (const element of root.querySelectorAll(selector)) intersections.observe(element);
  };
  const mutations = new view.MutationObserver(observeAll);
  mutations.observe(root, { childList: true, subtree: true });
  observeAll();

  return {
    stop: () => {
      mutations.disconnect();
      intersections.disconnect();
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
    rearm: () => inViewNow.forEach(arm),
  };
}
