import { describe, expect, it, vi } from 'vitest';
import { openDeckSync, type DeckPlace, type ShellDeckChannel } from './deckSync';

const PLACE: DeckPlace = { index: 3, blank: false, locale: 'fr', startedAt: 1_000 };

describe('keeping the deck and the presenter view in step', () => {
  it('in the shell, goes through its one IPC channel both ways, and checks what it hears', () => {
    let hear: (message: unknown) => void = () => undefined;
    const stop = vi.fn();
    const shell: ShellDeckChannel = {
      tellDeckPlace: vi.fn(() => Promise.resolve()),
      onDeckPlace: (listener) => {
        hear = listener;
        return stop;
      },
    };
    const onPlace = vi.fn();
    const onAsk = vi.fn();
    const sync = openDeckSync(onPlace, onAsk, shell);
    sync.tell(PLACE);
    sync.ask();
    expect(shell.tellDeckPlace).toHaveBeenNthCalledWith(1, { type: 'place', place: PLACE });
    expect(shell.tellDeckPlace).toHaveBeenNthCalledWith(2, { type: 'ask' });
    hear({ type: 'place', place: PLACE });
    hear({ type: 'ask' });
    hear({ type: 'place', place: { index: 'x' } });
    hear(null);
    expect(onPlace).toHaveBeenCalledTimes(1);
    expect(onPlace).toHaveBeenCalledWith(PLACE);
    expect(onAsk).toHaveBeenCalledTimes(1);
    sync.close();
    expect(stop).toHaveBeenCalled();
  });

  it('in a browser, over a BroadcastChannel between the two windows', async () => {
    const onPlace = vi.fn();
    const view = openDeckSync(onPlace, () => undefined, null);
    const deck = openDeckSync(
      () => undefined,
      () => undefined,
      null,
    );
    deck.tell(PLACE);
    await vi.waitFor(() => expect(onPlace).toHaveBeenCalledWith(PLACE));
    view.close();
    deck.close();
  });
});
