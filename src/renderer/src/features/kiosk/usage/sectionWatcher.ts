/** How long a landing section must hold the middle of the screen to count as seen. */
const SECTION_DWELL_MS = 1000;

/**
 * Calls `onSeen(id)` when a landing section (`section[id]` in `#main`) has held
 * the middle band of the screen for a second: scrolling past does not count,
 * and tall sections count too. Sections mount lazily and with every visit to
 * `/`, so a mutation observer keeps the list current. Returns the stop.
 */
export function watchSections(onSeen: (id: string) => void, doc: Document = document): () => void {
  const main = doc.getElementById('main');
  const view = doc.defaultView;
  if (!main || !view || typeof view.IntersectionObserver !== 'function') return () => undefined;

  const timers = new Map<Element, ReturnType<typeof setTimeout>>();
  const intersections = new view.IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        clearTimeout(timers.get(entry.target));
        timers.delete(entry.target);
        if (!entry.isIntersecting) continue;
        const id = entry.target.id;
        timers.set(
          entry.target,
          setTimeout(() => onSeen(id), SECTION_DWELL_MS),
        );
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

  return () => {
    mutations.disconnect();
    intersections.disconnect();
    for (const timer of timers.values()) clearTimeout(timer);
  };
}
