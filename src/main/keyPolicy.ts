import { kioskKeysFor, pressMatches } from '@shared/kioskKeys';

/** The parts of Electron's `Input` the kiosk key policy reads. */
export interface KeyInput {
  type: string;
  key: string;
  code?: string;
  control: boolean;
  meta: boolean;
  alt: boolean;
  shift: boolean;
}

export type KeyDecision = 'allow' | 'block' | 'staff-exit';

/** The rows of the one kiosk key table (src/shared/kioskKeys.ts) marked `both` or `shell`. */
const SHELL_KEYS = kioskKeysFor('shell');

/**
 * Staff-only exit chord: Ctrl+Alt+Shift+K (Cmd on macOS), then a confirmation;
 * no visitor presses four keys by chance.
 * Kiosk keyboard policy for `before-input-event`: the table's shell rows are blocked
 * (reload, devtools, zoom, full-screen toggle, print, save, new windows, quitting).
 * In a normal window only the staff chord is ignored (there is nothing to escape).
 */
export function decideKey(input: KeyInput, kiosk: boolean): KeyDecision {
  if (input.type !== 'keyDown') return 'allow';
  const command = input.control || input.meta;
  if (
    kiosk &&
    command &&
    input.alt &&
    input.shift &&
    (input.key === 'K' || input.key === 'k' || input.code === 'KeyK')
  ) {
    return 'staff-exit';
  }
  if (!kiosk) return 'allow';
  const press = { key: input.key, command, shift: input.shift, alt: input.alt };
  return SHELL_KEYS.some((row) => pressMatches(row, press)) ? 'block' : 'allow';
}
