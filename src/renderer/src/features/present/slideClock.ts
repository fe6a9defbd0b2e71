import type { UsageEvent } from '../../lib/usage/usageReducer';

export interface SlideClock {
  /** A slide is on screen (the first, or the next one): the one before is counted. */
  show: (slide: string) => void;
  /** The screen went black (true) or came back: black time counts for no slide. */
  blank: (on: boolean) => void;
  /** The page was hidden (another tab, the lid closed) or came back: hidden time counts for nothing. */
  hidden: (on: boolean) => void;
  /** The presentation ends (Escape, the page closed): the slide on screen is counted, then the session. */
  end: () => void;
}

/** A slide on screen for less than this was passed on the way to another (clicking ahead), not shown. */
export const SHOWN_MS = 2_000;
/** No slide is talked over for longer: time beyond it is a presenter who walked away, not the slide. */
export const MAX_SLIDE_MS = 10 * 60_000;
/** Hidden for longer than this (a night with the lid closed), the talk was over: the session ends where it stopped. */
export const SESSION_GAP_MS = 30 * 60_000;

export interface Clocks {
  /** The wall clock: the day a count belongs to, and a session's start and end. */
  wall: () => number;
  /** A monotonic clock for the seconds on screen: a changed system time never makes them lie. */
  monotonic: () => number;
}

const REAL_CLOCKS: Clocks = { wall: () => Date.now(), monotonic: () => performance.now() };

/**
 * Turns a presentation into usage events, like a kiosk visit: a session from
 * the first slide to the end, and each slide shown with the seconds it was on
 * screen. Only time the audience could see counts: a black screen and a hidden
 * page are left out, a slide passed in under SHOWN_MS is not counted as shown,
 * and a slide's time stops at MAX_SLIDE_MS. Ending twice counts once; a slide
 * shown again after an end starts a new session (the presenter came back).
 */
export function createSlideClock(
  record: (event: UsageEvent) => void,
  clocks: Clocks = REAL_CLOCKS,
): SlideClock {
  let startedAt: number | null = null;
  /** The wall time the audience last saw a slide: a session paused by a hidden page ends there. */
  let lastSeenAt = 0;
  let slide: string | null = null;
  let runningSince = 0;
  let shownMs = 0;
  let blank = false;
  let hidden = false;
  let hiddenSince = 0;

  const running = (): boolean => !blank && !hidden;
  const pause = (): void => {
    if (running()) shownMs += clocks.monotonic() - runningSince;
    lastSeenAt = clocks.wall();
  };
  const resume = (): void => {
    if (running()) runningSince = clocks.monotonic();
  };

  const countSlide = (): void => {
    if (slide === null) return;
    const ms = shownMs + (running() ? clocks.monotonic() - runningSince : 0);
    if (ms >= SHOWN_MS) {
      const seconds = Math.min(ms, MAX_SLIDE_MS) / 1000;
      record({ type: 'slide', slide, seconds, at: clocks.wall() });
    }
    slide = null;
  };

  const endSession = (endedAt: number): void => {
    if (startedAt === null) return;
    countSlide();
    record({ type: 'session-end', startedAt, endedAt });
    startedAt = null;
  };

  const show = (next: string): void => {
    // The same slide again (a language switch, React's second look in development): still one showing.
    if (next === slide) return;
    if (startedAt === null) {
      startedAt = clocks.wall();
      record({ type: 'session-start', at: startedAt });
    }
    countSlide();
    slide = next;
    shownMs = 0;
    runningSince = clocks.monotonic();
  };

  return {
    show,
    blank(on) {
      if (on === blank) return;
      if (on) pause();
      blank = on;
      resume();
    },
    hidden(on) {
      if (on === hidden) return;
      if (on) {
        pause();
        hiddenSince = clocks.monotonic();
      }
      hidden = on;
      if (on) return;
      resume();
      const current = slide;
      if (startedAt !== null && clocks.monotonic() - hiddenSince > SESSION_GAP_MS) {
        // The talk ended where the page went away; the slide still up opens a new one.
        endSession(lastSeenAt);
        if (current !== null) show(current);
      }
    },
    end() {
      if (startedAt === null) return;
      endSession(running() ? clocks.wall() : lastSeenAt);
    },
  };
}
