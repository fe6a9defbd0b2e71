import { watchDwell, type DwellWatch } from './dwellWatcher';

/** How long a landing section must hold the middle of the screen to count as seen. */
export const SECTION_DWELL_MS = 1000;

/**
 * Calls `onSeen(id)` when a landing section (`section[id]` in `#main`) has held
 * the middle band of the screen for a second: scrolling past does not count,
 * and tall sections count too.
 */
export function watchSections(onSeen: (id: string) => void, doc: Document = document): DwellWatch {
  const main = doc.getElementById('main');
  if (!main) return { stop: () => undefined, rearm: () => undefined };
  return watchDwell({
    root: main,
    selector: 'section[id]',
    dwellMs: SECTION_DWELL_MS,
    inView: { rootMargin: '-45% 0px -45% 0px' },
    onDwell: (section) => onSeen(section.id),
  });
}
