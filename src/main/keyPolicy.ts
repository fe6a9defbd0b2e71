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

const BLOCKED_ALWAYS = new Set(['F5', 'F11', 'F12', 'BrowserRefresh']);
const BLOCKED_WITH_MODIFIER = new Set([
  'r',
  'R',
  '+',
  '=',
  '-',
  '_',
  '0',
  'w',
  'W',
  'p',
  'P',
  'o',
  'O',
  's',
  'S',
  'n',
  'N',
  't',
  'T',
  'q',
  'Q',
  'u',
  'U',
]);
const DEVTOOLS_LETTERS = new Set(['i', 'I', 'j', 'J', 'c', 'C']);

/**
 * Staff-only exit chord: Ctrl+Alt+Shift+K (Cmd on macOS), then a confirmation;
 * no visitor presses four keys by chance.
 * Kiosk keyboard policy for `before-input-event`: reload, devtools, zoom,
 * full-screen toggle, print, save, new windows and quitting are blocked.
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
  if (BLOCKED_ALWAYS.has(input.key)) return 'block';
  if (command && BLOCKED_WITH_MODIFIER.has(input.key)) return 'block';
  if (command && input.shift && DEVTOOLS_LETTERS.has(input.key)) return 'block';
  if (
    input.alt &&
    (input.key === 'F4' ||
      input.key === 'ArrowLeft' ||
      input.key === 'ArrowRight' ||
      input.key === 'Home')
  )
    return 'block';
  return 'allow';
}
