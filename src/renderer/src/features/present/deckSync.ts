import type { Locale } from '../../content/types';

/** Where the deck is: what one window tells the other. */
export interface DeckPlace {
  index: number;
  blank: boolean;
  locale: Locale;
  /** When the presentation started (wall clock), for the presenter view's timer. */
  startedAt: number;
}

export interface DeckSync {
  /** Tells the other window where this one is now. */
  tell: (place: DeckPlace) => void;
  /** Asks the other window where it is (a presenter view that just opened). */
  ask: () => void;
  close: () => void;
}

type Message = { type: 'place'; place: DeckPlace } | { type: 'ask' };

const CHANNEL = 'lyceo-present';

const isPlace = (value: unknown): value is DeckPlace => {
  const place = value as Partial<DeckPlace> | null;
  return (
    typeof place === 'object' &&
    place !== null &&
    Number.isInteger(place.index) &&
    typeof place.blank === 'boolean' &&
    typeof place.locale === 'string' &&
    typeof place.startedAt === 'number'
  );
};

/**
 * The audience's deck and the presenter view keep in step, both ways: any
 * key in either moves both. A BroadcastChannel joins the windows of one
 * origin (the shell's app:// windows too); no server, nothing leaves the
 * laptop. `onPlace` hears the other window; `onAsk` is asked to tell.
 */
export function openDeckSync(onPlace: (place: DeckPlace) => void, onAsk: () => void): DeckSync {
  if (typeof BroadcastChannel !== 'function') {
    return { tell: () => undefined, ask: () => undefined, close: () => undefined };
  }
  // Guarded above: Safari 15.0 to 15.3 has none, and its deck runs on without a presenter view in step.
  // eslint-disable-next-line compat/compat
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = ({ data }: MessageEvent<Message>) => {
    if (data?.type === 'ask') onAsk();
    else if (data?.type === 'place' && isPlace(data.place)) onPlace(data.place);
  };
  const post = (message: Message): void => channel.postMessage(message);
  return {
    tell: (place) => post({ type: 'place', place }),
    ask: () => post({ type: 'ask' }),
    close: () => channel.close(),
  };
}
