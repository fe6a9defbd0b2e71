import { create } from 'zustand';
import {
  KEYBOARD_START,
  keyboardAfter,
  type KeyboardEvent,
  type KeyboardState,
} from './keyboardRules';
import { registerReset } from './resetRegistry';

/** A text field the on-screen keyboard can type into: the field reads and writes its own state. */
export interface TypingField {
  /** The input's id: a touch on it is not a touch outside. */
  id: string;
  read: () => string;
  write: (value: string) => void;
}

interface OnScreenKeyboardState extends KeyboardState {
  field: TypingField | null;
  /** A visitor touched `field` (the console's search, say): the kiosk shows its keyboard. */
  touch: (field: TypingField) => void;
  on: (event: Exclude<KeyboardEvent, 'field-touched'>) => void;
}

/**
 * Between a text field (in its feature) and the kiosk's on-screen keyboard
 * (features/kiosk/keyboard), which must not import each other. On the website
 * nothing renders the keyboard, so a touch changes nothing on screen.
 */
export const useOnScreenKeyboard = create<OnScreenKeyboardState>()((set) => ({
  ...KEYBOARD_START,
  field: null,
  touch: (field) => set((state) => ({ ...keyboardAfter(state, 'field-touched'), field })),
  on: (event) => set((state) => keyboardAfter(state, event)),
}));

registerReset(() => useOnScreenKeyboard.getState().on('reset'));
