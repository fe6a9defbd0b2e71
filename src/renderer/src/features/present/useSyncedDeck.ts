import { useEffect, useLayoutEffect, useReducer, useRef, useState, type Dispatch } from 'react';
import { useLocale } from '../../hooks/useCopy';
import { useLocaleStore } from '../../store/locale';
import { DECK_START, deckReducer, type DeckAction, type DeckState } from './deck';
import { openDeckSync, type DeckPlace } from './deckSync';
import { SLIDE_IDS } from './slides';

export const SLIDE_COUNT = SLIDE_IDS.length;

const reduce = (state: DeckState, action: DeckAction): DeckState =>
  deckReducer(state, action, SLIDE_COUNT);

/**
 * The deck's state, kept in step with the other window (deckSync.ts): the
 * audience's deck leads (it answers a view that asks, and its start is the
 * talk's); the presenter view says nothing before it has heard where the deck
 * is, so opening it never moves the slides. Slide, black screen and language
 * travel; the overview, the key list and a typed number stay in their window.
 */
export function useSyncedDeck(role: 'audience' | 'view'): {
  state: DeckState;
  step: Dispatch<DeckAction>;
  startedAt: number;
} {
  const locale = useLocale();
  const [state, step] = useReducer(reduce, DECK_START);
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const place: DeckPlace = { index: state.index, blank: state.blank, locale, startedAt };
  const latest = useRef(place);
  useLayoutEffect(() => {
    latest.current = place;
  });
  const heard = useRef(role === 'audience');
  const tell = useRef<(place: DeckPlace) => void>(() => undefined);

  useEffect(() => {
    const sync = openDeckSync(
      (other) => {
        heard.current = true;
        step({ show: other.index, blank: other.blank });
        if (role === 'view') setStartedAt(other.startedAt);
        const { locale: current, setLocale } = useLocaleStore.getState();
        if (other.locale !== current)
          setLocale(other.locale, { remember: false }).catch(() => undefined);
      },
      () => {
        if (heard.current) sync.tell(latest.current);
      },
    );
    tell.current = (next) => {
      if (heard.current) sync.tell(next);
    };
    if (role === 'view') sync.ask();
    return () => sync.close();
  }, [role]);

  useEffect(() => {
    tell.current(latest.current);
  }, [state.index, state.blank, locale]);

  return { state, step, startedAt };
}
