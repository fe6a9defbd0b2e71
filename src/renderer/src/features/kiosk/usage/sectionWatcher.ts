/** How long a landing section must hold the middle of the screen to count as seen. */
const SECTION_DWELL_MS = 1000;

export interface SectionWatch {
  stop: () => void;
  /** Starts the dwell again for every section in the band now: a visit that begins counts what it sees. */
  rearm: () => void;
}

/**
 * Calls `onSeen(id)` when a landing section (`section[id]` in `#main`) has held
 * the middle band of the screen for a second: scrolling past does not count,
 * and tall sections count too. Sections mount lazily and with every visit to
 * `/`, so a mutation observer keeps the list current.
 */
export function watchSections(
  onSeen: (id: string) => void,
  doc: Document = document,
): SectionWatch {
  const main = doc.getElementById('main');
  const view = doc.defaultView;
  if (!main || !view || typeof view.IntersectionObserver !== 'function') {
    return { stop: () => undefined, rearm: () => undefined };
  }

  const timers = new Map<Element, ReturnType<typeof setTimeout>>();
  const inBand = new Set<Element>();
  const arm = (section: Element): void => {
    clearTimeout(timers.get(section));
    timers.set(
      section,
      setTimeout(() => onSeen(section.id), SECTION_DWELL_MS),
    );
  };
  const intersections = new view.IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        clearTimeout(timers.get(entry.target));
        timers.delete(entry.target);
        if (!entry.isIntersecting) {
          inBand.delete(entry.target);
          continue;
        }
        inBand.add(entry.target);
        arm(entry.target);
      }
    },
    { rootMargin: '-45% 0px -45% 0px' },
  );
  const observeAll = (): void => {
    for (const section of main.querySelectorAll('section[id]')) intersections.observe(section);
  };
  const mutations = new view.MutationObserver(observeAll);
  mutations.observe(main, { childList: true, subtree: true });
  observeAll();

  return {
    stop: () => {
      mutations.disconnect();
      intersections.disconnect();
      for (const timer of timers.values()) clearTimeout(timer);
    },
    // The observer reports a section once, when it enters the band: the hero
    // entered it under the attract loop, before the visit could count it.
    rearm: () => inBand.forEach(arm),
  };
}
