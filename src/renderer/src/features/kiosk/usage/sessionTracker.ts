import type { ShortPlacement } from '@shared/shortStoreLink';
import { isPasserBy, PRESENCE_MS, QR_SEEN_MS, type UsageTally } from '@shared/usageSchema';
import type { UsageEvent } from '../../../lib/usage/usageReducer';

/** Tallies counted once per session ("sessions that saw the pricing"), not per sighting. */
export const ONCE_PER_SESSION = [
  'languages',
  'routes',
  'sections',
] as const satisfies readonly UsageTally[];
type OncePerSession = (typeof ONCE_PER_SESSION)[number];
/** Tallies counted each time (a QR dialog opened twice is two scans offered). */
type EachTime = Extract<UsageTally, 'qr' | 'faq'>;

export interface SessionTracker {
  /** A visitor dismissed the attract screen. */
  start: () => void;
  /** The idle reset: the session lasted until the visitor's last input. */
  end: () => void;
  /**
   * Any input during a session. True when it brings someone back after more
   * than PRESENCE_MS without a touch: the codes on screen start their wait again.
   */
  activity: () => boolean;
  seen: (tally: OncePerSession, key: string) => void;
  counted: (tally: EachTime, key: string) => void;
  search: () => void;
  /** The visitor tapped a store link: its QR dialog opened. */
  storeTapped: () => void;
  /** A permanent store code stayed on screen long enough (QR_SEEN_MS). */
  storeCodeSeen: (place: ShortPlacement) => void;
}

/** The two clocks a session reads: the wall clock names its day and hour; the monotonic one times it. */
export interface TrackerClock {
  wall: () => number;
  /** performance.now: never jumps when the kiosk's clock is set or synced mid-visit. */
  mono: () => number;
}

const SYSTEM_CLOCK: TrackerClock = { wall: () => Date.now(), mono: () => performance.now() };

/**
 * Turns what happens at the kiosk into usage events, only between a visitor's
 * first touch and the idle reset: the attract loop and the reset itself count
 * for nothing. A session whose last touch came within PASSER_BY_MS of its
 * first is a passer-by's: its length is counted, but no store code it was
 * shown or reached, which are told at the end of a visit only.
 */
export function createSessionTracker(
  record: (event: UsageEvent) => void,
  clock: TrackerClock = SYSTEM_CLOCK,
): SessionTracker {
  let startedAt: number | null = null;
  let startMono = 0;
  let lastInput = 0;
  // Since when someone has been here without a gap of PRESENCE_MS between touches.
  let presentSince = 0;
  const seenThisSession = new Set<string>();
  // How this visit reached a store code: tapped wins over seen, told once at its end.
  let tapped = false;
  const codesSeen: ShortPlacement[] = [];

  /** Someone was at the kiosk throughout the last `ms`. */
  const presentFor = (ms: number): boolean => {
    const now = clock.mono();
    return now - lastInput <= PRESENCE_MS && now - presentSince >= ms;
  };

  return {
    start() {
      if (startedAt !== null) return;
      startedAt = clock.wall();
      startMono = clock.mono();
      lastInput = startMono;
      presentSince = startMono;
      seenThisSession.clear();
      tapped = false;
      codesSeen.length = 0;
      record({ type: 'session-start', at: startedAt });
    },
    end() {
      if (startedAt === null) return;
      const lengthMs = lastInput - startMono;
      record({ type: 'session-end', startedAt, endedAt: startedAt + lengthMs, lengthMs });
      // On the day the visit started, like its length; a passer-by reached nothing.
      if (!isPasserBy(lengthMs)) {
        for (const place of codesSeen)
          record({ type: 'tally', tally: 'shown', key: place, at: startedAt });
        if (tapped || codesSeen.length > 0)
          record({
            type: 'tally',
            tally: 'reached',
            key: tapped ? 'tapped' : 'seen',
            at: startedAt,
          });
      }
      startedAt = null;
    },
    activity() {
      if (startedAt === null) return false;
      const now = clock.mono();
      const back = now - lastInput > PRESENCE_MS;
      if (back) presentSince = now;
      lastInput = now;
      return back;
    },
    seen(tally, key) {
      const id = `${tally} ${key}`;
      if (startedAt === null || seenThisSession.has(id)) return;
      seenThisSession.add(id);
      record({ type: 'tally', tally, key, at: clock.wall() });
    },
    counted(tally, key) {
      if (startedAt !== null) record({ type: 'tally', tally, key, at: clock.wall() });
    },
    search() {
      if (startedAt !== null) record({ type: 'search', at: clock.wall() });
    },
    storeTapped() {
      if (startedAt !== null) tapped = true;
    },
    storeCodeSeen(place) {
      // Seen by someone: a code left on screen after the visitor walked off reaches nobody.
      if (startedAt === null || codesSeen.includes(place) || !presentFor(QR_SEEN_MS)) return;
      codesSeen.push(place);
    },
  };
}
