/** What a key does in presenter mode. */
export type DeckAction = 'next' | 'previous' | 'first' | 'last' | 'blank' | 'language' | 'leave';

/**
 * The presenter's keys. A USB clicker sends PageDown and PageUp (some also B
 * or `.` for a black screen, and Escape), as PowerPoint and Impress expect.
 */
const KEYS: Readonly<Record<string, DeckAction>> = {
  ArrowRight: 'next',
  ArrowDown: 'next',
  PageDown: 'next',
  ' ': 'next',
  Enter: 'next',
  ArrowLeft: 'previous',
  ArrowUp: 'previous',
  PageUp: 'previous',
  Backspace: 'previous',
  Home: 'first',
  End: 'last',
  b: 'blank',
  B: 'blank',
  '.': 'blank',
  l: 'language',
  L: 'language',
  Escape: 'leave',
};

/**
 * The action of a key press, or null: keys held with Ctrl, Alt or Meta stay
 * the browser's (Ctrl+L, Alt+Left), and so do keys on a focused control (a
 * button's own Enter and Space), except the slide keys a clicker sends.
 */
export function deckAction(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey'>,
  onControl = false,
): DeckAction | null {
  if (event.ctrlKey || event.altKey || event.metaKey) return null;
  if (onControl && (event.key === 'Enter' || event.key === ' ')) return null;
  return KEYS[event.key] ?? null;
}

/** Where a step leads in a deck of `count` slides: it stops at both ends (no wrap: a clicker's extra press stays on the last slide). */
export function stepSlide(current: number, action: DeckAction, count: number): number {
  const last = count - 1;
  switch (action) {
    case 'next':
      return Math.min(current + 1, last);
    case 'previous':
      return Math.max(current - 1, 0);
    case 'first':
      return 0;
    case 'last':
      return last;
    default:
      return current;
  }
}

/** The deck's own state: the slide on screen, and whether the screen is black. */
export interface DeckState {
  index: number;
  blank: boolean;
}

export const DECK_START: DeckState = { index: 0, blank: false };

/**
 * A step of the deck. On a black screen, a slide key only brings the slide
 * back (a clicker's "next" after a black screen shows what was there, as in
 * PowerPoint); language and leaving are the presenter's, not the deck's.
 */
export function deckReducer(state: DeckState, action: DeckAction, count: number): DeckState {
  if (action === 'blank') return { ...state, blank: !state.blank };
  if (action === 'language' || action === 'leave') return state;
  if (state.blank) return { ...state, blank: false };
  const index = stepSlide(state.index, action, count);
  return index === state.index ? state : { ...state, index };
}
