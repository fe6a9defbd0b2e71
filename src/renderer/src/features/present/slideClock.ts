import type { UsageEvent } from '../../lib/usage/usageReducer';

export interface SlideClock {
  /** A slide is on screen (the first, or the next one): the one before is counted. */
  show: (slide: string) => void;
  /** The screen went black (true) or came back: black time counts for no slide. */
  blank: (on: boolean) => void;
  /** The presentation ends (Escape, the page hidden or closed): the slide on screen is counted, then the session. */
  end: () => void;
}

/**
 * Turns a presentation into usage events, like a kiosk visit: a session from
 * the first slide to the end, and each slide shown with the seconds it was on
 * screen. Ending twice counts once; a slide shown again after an end starts a
 * new session (the presenter came back to the tab).
 */
export function createSlideClock(
  record: (event: UsageEvent) => void,
  now: () => number = Date.now,
): SlideClock {
  let startedAt: number | null = null;
  let slide: string | null = null;
  let shownAt = 0;
  let shownMs = 0;
  let blank = false;

  const countSlide = (): void => {
    if (slide === null) return;
    const ms = shownMs + (blank ? 0 : now() - shownAt);
    record({ type: 'slide', slide, seconds: ms / 1000, at: now() });
    slide = null;
  };

  return {
    show(next) {
      // The same slide again (a language switch, React's second look in development): still one showing.
      if (next === slide) return;
      if (startedAt === null) {
        startedAt = now();
        record({ type: 'session-start', at: startedAt });
      }
      countSlide();
      slide = next;
      shownAt = now();
      shownMs = 0;
    },
    blank(on) {
      if (on === blank) return;
      if (on) shownMs += now() - shownAt;
      else shownAt = now();
      blank = on;
    },
    end() {
      if (startedAt === null) return;
      countSlide();
      record({ type: 'session-end', startedAt, endedAt: now() });
      startedAt = null;
    },
  };
}
