import type { ShortPlacement } from '@shared/shortStoreLink';
import type { UsageTally } from '@shared/usageSchema';
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
  /** Any input during a session. */
  activity: () => void;
  seen: (tally: OncePerSession, key: string) => void;
  counted: (tally: EachTime, key: string) => void;
  search: () => void;
  /** The visitor tapped a store link: its QR dialog opened. */
  storeTapped: () => void;
  /** A permanent store code stayed on screen long enough (QR_SEEN_MS). */
  storeCodeSeen: (place: ShortPlacement) => void;
}

/**
 * Turns what happens at the kiosk into usage events, only between a visitor's
 * first touch and the idle reset: the attract loop and the reset itself count for nothing.
 */
export function createSessionTracker(
  record: (event: UsageEvent) => void,
  now: () => number = Date.now,
): SessionTracker {
  let startedAt: number | null = null;
  let lastInput = 0;
  const seenThisSession = new Set<string>();
  // How this visit reached a store code: tapped wins over seen, told once at its end.
  let tapped = false;
  let codeSeen = false;

  return {
    start() {
      if (startedAt !== null) return;
      startedAt = now();
      lastInput = startedAt;
      seenThisSession.clear();
      tapped = false;
      codeSeen = false;
      record({ type: 'session-start', at: startedAt });
    },
    end() {
      if (startedAt === null) return;
      record({ type: 'session-end', startedAt, endedAt: lastInput });
      // On the day the visit started, like its length.
      if (tapped || codeSeen)
        record({ type: 'tally', tally: 'reached', key: tapped ? 'tapped' : 'seen', at: startedAt });
      startedAt = null;
    },
    activity() {
      if (startedAt !== null) lastInput = now();
    },
    seen(tally, key) {
      const id = `${tally} ${key}`;
      if (startedAt === null || seenThisSession.has(id)) return;
      seenThisSession.add(id);
      record({ type: 'tally', tally, key, at: now() });
    },
    counted(tally, key) {
      if (startedAt !== null) record({ type: 'tally', tally, key, at: now() });
    },
    search() {
      if (startedAt !== null) record({ type: 'search', at: now() });
    },
    storeTapped() {
      if (startedAt !== null) tapped = true;
    },
    storeCodeSeen(place) {
      const id = `shown ${place}`;
      if (startedAt === null || seenThisSession.has(id)) return;
      seenThisSession.add(id);
      codeSeen = true;
      record({ type: 'tally', tally: 'shown', key: place, at: now() });
    },
  };
}
