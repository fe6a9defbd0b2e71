/**
 * When the kiosk's on-screen keyboard shows. Touching a text field opens it;
 * Done, Close and a touch outside close it until the field is touched again;
 * a key pressed on a physical keyboard (Escape too) closes it for the rest of
 * the visit, since a keyboard is attached; the idle reset closes it and
 * forgets all of that for the next visitor.
 */
export interface KeyboardState {
  open: boolean;
  /** A physical keyboard was used: the on-screen one stays away until the next visitor. */
  dismissed: boolean;
}

export type KeyboardEvent =
  'field-touched' | 'done' | 'close' | 'outside' | 'physical-key' | 'reset';

export const KEYBOARD_START: KeyboardState = { open: false, dismissed: false };

export function keyboardAfter(state: KeyboardState, event: KeyboardEvent): KeyboardState {
  switch (event) {
    case 'field-touched':
      return state.dismissed ? state : { ...state, open: true };
    case 'done':
    case 'close':
    case 'outside':
      return { ...state, open: false };
    case 'physical-key':
      return { open: false, dismissed: true };
    case 'reset':
      return KEYBOARD_START;
  }
}
