/** What a key does in presenter mode. */
export type DeckKey =
  | 'next'
  | 'previous'
  | 'up'
  | 'down'
  | 'enter'
  | 'first'
  | 'last'
  | 'blank'
  | 'language'
  | 'escape'
  | 'fullscreen'
  | 'view'
  | 'overview'
  | 'help'
  | `digit${number}`;

/**
 * The presenter's keys, as reveal.js and PowerPoint have them. A USB clicker
 * sends PageDown and PageUp (some also B or `.` for a black screen, and Escape).
 */
const KEYS: Readonly<Record<string, DeckKey>> = {
  ArrowRight: 'next',
  PageDown: 'next',
  ' ': 'next',
  ArrowDown: 'down',
  Enter: 'enter',
  ArrowLeft: 'previous',
  PageUp: 'previous',
  Backspace: 'previous',
  ArrowUp: 'up',
  Home: 'first',
  End: 'last',
  b: 'blank',
  B: 'blank',
  '.': 'blank',
  l: 'language',
  L: 'language',
  f: 'fullscreen',
  F: 'fullscreen',
  s: 'view',
  S: 'view',
  o: 'overview',
  O: 'overview',
  '?': 'help',
  Escape: 'escape',
};

/**
 * The action of a key press, or null: keys held with Ctrl, Alt or Meta stay
 * the browser's (Ctrl+L, Alt+Left), and so do keys on a focused control (a
 * button's own Enter and Space), except the slide keys a clicker sends.
 */
export function deckAction(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey'>,
  onControl = false,
): DeckKey | null {
  if (event.ctrlKey || event.altKey || event.metaKey) return null;
  if (onControl && (event.key === 'Enter' || event.key === ' ')) return null;
  if (/^[0-9]$/.test(event.key)) return `digit${Number(event.key)}`;
  return KEYS[event.key] ?? null;
}

/** The deck's state: the slide on screen, a black screen, and what the presenter has open over it. */
export interface DeckState {
  index: number;
  blank: boolean;
  /** The overview's chosen slide while it is open (O), else null. */
  overview: number | null;
  help: boolean;
  /** A slide number being typed, until Enter. */
  typed: string;
}

export const DECK_START: DeckState = {
  index: 0,
  blank: false,
  overview: null,
  help: false,
  typed: '',
};

/** The overview's columns: 12 slides in 3 rows of 4, read from the back of a room. */
export const OVERVIEW_COLUMNS = 4;

/** A step of the deck, from a key or from the other window (`show`: where it is now). */
export type DeckAction = DeckKey | { show: number; blank: boolean };

const clamp = (index: number, count: number): number => Math.min(Math.max(index, 0), count - 1);

function inOverview(state: DeckState, action: DeckKey, count: number): DeckState {
  const at = state.overview ?? state.index;
  const move: Partial<Record<DeckKey, number>> = {
    next: 1,
    previous: -1,
    down: OVERVIEW_COLUMNS,
    up: -OVERVIEW_COLUMNS,
  };
  if (action in move) return { ...state, overview: clamp(at + (move[action] ?? 0), count) };
  if (action === 'first' || action === 'last')
    return { ...state, overview: action === 'first' ? 0 : count - 1 };
  if (action === 'enter') return { ...state, index: at, blank: false, overview: null };
  if (action === 'overview' || action === 'escape') return { ...state, overview: null };
  return state;
}

/**
 * A step of the deck of `count` slides. It stops at both ends (a clicker's
 * extra press stays on the last slide). On a black screen a slide key only
 * brings the slide back (as in PowerPoint); the overview and the key list
 * take the keys while they are open; digits then Enter jump to a slide.
 * Language, full screen, the presenter view and leaving are the page's
 * business: the state does not change for them.
 */
export function deckReducer(state: DeckState, action: DeckAction, count: number): DeckState {
  if (typeof action === 'object') {
    const index = clamp(action.show, count);
    return index === state.index && action.blank === state.blank
      ? state
      : { ...state, index, blank: action.blank };
  }
  if (state.help)
    return action === 'help' || action === 'escape' ? { ...state, help: false } : state;
  if (state.overview !== null) return inOverview(state, action, count);
  if (action.startsWith('digit')) {
    const typed = `${state.typed}${action.slice(5)}`.slice(-2);
    return { ...state, typed };
  }
  if (state.typed !== '' && (action === 'enter' || action === 'escape')) {
    const wanted = Number(state.typed) - 1;
    const index = action === 'enter' && wanted >= 0 && wanted < count ? wanted : state.index;
    return { ...state, typed: '', index, blank: false };
  }
  switch (action) {
    case 'help':
      return { ...state, help: true, typed: '' };
    case 'overview':
      return { ...state, overview: state.index, typed: '' };
    case 'blank':
      return { ...state, blank: !state.blank };
    case 'next':
    case 'down':
    case 'enter':
    case 'previous':
    case 'up':
    case 'first':
    case 'last': {
      if (state.blank) return { ...state, blank: false, typed: '' };
      const index = stepSlide(state.index, action, count);
      return index === state.index && state.typed === '' ? state : { ...state, index, typed: '' };
    }
    default:
      return state;
  }
}

/** Where a step leads in a deck of `count` slides, without wrapping. */
function stepSlide(current: number, action: DeckKey, count: number): number {
  if (action === 'first') return 0;
  if (action === 'last') return count - 1;
  const forward = action === 'next' || action === 'down' || action === 'enter';
  return clamp(current + (forward ? 1 : -1), count);
}

/** Whether Escape closes something the presenter opened over the slide (before full screen, before the deck). */
export function escapeClosesPanel(state: DeckState): boolean {
  return state.help || state.overview !== null || state.typed !== '';
}
