import type { DesktopPresentApi } from '@shared/ipc';
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

/** The shell's relay between its presenting windows (src/preload), or null in a browser. */
export type ShellDeckChannel = Pick<DesktopPresentApi, 'tellDeckPlace' | 'onDeckPlace'>;

function shellChannel(): ShellDeckChannel | null {
  const candidate = (window as { lyceo?: Partial<ShellDeckChannel> }).lyceo;
  return typeof candidate?.tellDeckPlace === 'function' &&
    typeof candidate.onDeckPlace === 'function'
    ? (candidate as ShellDeckChannel)
    : null;
}

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
 * laptop; in the shell, one IPC channel main relays. `onPlace` hears the other
 * window; `onAsk` is asked to tell.
 */
export function openDeckSync(
  onPlace: (place: DeckPlace) => void,
  onAsk: () => void,
  shell: ShellDeckChannel | null = shellChannel(),
): DeckSync {
  const hear = (data: Message | undefined): void => {
    if (data?.type === 'ask') onAsk();
    else if (data?.type === 'place' && isPlace(data.place)) onPlace(data.place);
  };
  if (shell) {
    // The shell: one IPC channel, which main relays to the other presenting window.
    const stop = shell.onDeckPlace((message) => hear(message as Message));
    const post = (message: Message): void => void shell.tellDeckPlace(message);
    return {
      tell: (place) => post({ type: 'place', place }),
      ask: () => post({ type: 'ask' }),
      close: stop,
    };
  }
  if (typeof BroadcastChannel !== 'function') {
    return { tell: () => undefined, ask: () => undefined, close: () => undefined };
  }
  // Guarded above: Safari 15.0 to 15.3 has none, and its deck runs on without a presenter view in step.
  // eslint-disable-next-line compat/compat
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = ({ data }: MessageEvent<Message>) => hear(data);
  const post = (message: Message): void => channel.postMessage(message);
  return {
    tell: (place) => post({ type: 'place', place }),
    ask: () => post({ type: 'ask' }),
    close: () => channel.close(),
  };
}
