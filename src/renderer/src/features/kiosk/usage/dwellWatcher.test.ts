import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchDwell } from './dwellWatcher';
import { SECTION_DWELL_MS, watchSections } from './sectionWatcher';
import { watchStoreQrs } from './storeQrWatcher';
import { QR_SEEN_MS } from '@shared/usageSchema';

/** The browser's IntersectionObserver, driven by the test: `show` and `hide` an element. */
const observers: { report: IntersectionObserverCallback; init?: IntersectionObserverInit }[] = [];
const report = (target: Element, isIntersecting: boolean): void => {
  for (const observer of observers)
    observer.report(
      [{ target, isIntersecting } as unknown as IntersectionObserverEntry],
      {} as IntersectionObserver,
    );
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  observers.length = 0;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, init?: IntersectionObserverInit) {
        observers.push({ report: callback, init });
      }
      observe(): void {}
      disconnect(): void {}
    },
  );
  document.body.innerHTML =
    '<div id="root"><main id="main"><section id="pricing"></section><figure data-store-qr="hero-qr"></figure></main></div>';
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('dwell watcher', () => {
  it('calls back once an element stayed in view the whole time, not when it left before', () => {
    const seen: string[] = [];
    const section = document.getElementById('pricing') as Element;
    const watch = watchDwell({
      root: document.getElementById('main') as Element,
      selector: 'section[id]',
      dwellMs: 1000,
      inView: { threshold: 0.5 },
      onDwell: (element) => seen.push(element.id),
    });
    expect(observers[0]?.init).toEqual({ threshold: 0.5 });
    report(section, true);
    vi.advanceTimersByTime(999);
    report(section, false); // scrolled past
    vi.advanceTimersByTime(5000);
    expect(seen).toEqual([]);
    report(section, true);
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual(['pricing']);
    // Still in view: `rearm` starts the wait again (a visit begins with it on screen).
    watch.rearm();
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual(['pricing', 'pricing']);
    report(section, false);
    watch.rearm();
    vi.advanceTimersByTime(1000);
    expect(seen).toHaveLength(2); // out of view: nothing to rearm
    report(section, true);
    watch.stop(); // a wait under way ends with the watch
    vi.advanceTimersByTime(1000);
    expect(seen).toHaveLength(2);
  });

  it('serves both callers: a landing section held in the middle band, a store code half on screen', () => {
    const sections: string[] = [];
    const codes: string[] = [];
    watchSections((id) => sections.push(id));
    watchStoreQrs((place) => codes.push(place));
    expect(observers.map((observer) => observer.init)).toEqual([
      { rootMargin: '-45% 0px -45% 0px' },
      { threshold: 0.5 },
    ]);
    const [sectionObserver, codeObserver] = observers;
    sectionObserver?.report(
      [
        {
          target: document.getElementById('pricing'),
          isIntersecting: true,
        } as unknown as IntersectionObserverEntry,
      ],
      {} as IntersectionObserver,
    );
    codeObserver?.report(
      [
        {
          target: document.querySelector('[data-store-qr]'),
          isIntersecting: true,
        } as unknown as IntersectionObserverEntry,
      ],
      {} as IntersectionObserver,
    );
    vi.advanceTimersByTime(SECTION_DWELL_MS);
    expect([sections, codes]).toEqual([['pricing'], []]);
    vi.advanceTimersByTime(QR_SEEN_MS - SECTION_DWELL_MS);
    expect([sections, codes]).toEqual([['pricing'], ['hero-qr']]);
  });
});
