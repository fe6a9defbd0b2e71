import { describe, expect, it } from 'vitest';
import { KIOSK_KEYS, kioskKeysFor, pressMatches, type KioskKey } from '@shared/kioskKeys';
import { decideKey, type KeyInput } from '../../../../../main/keyPolicy';
import { isBrowserKey, type KeyPress } from './browserKeys';

/** Electron's input and the DOM's event for one key with the given modifiers held. */
function presses(key: string, held: { command: boolean; shift: boolean; alt: boolean }) {
  const shell: KeyInput = { type: 'keyDown', key, ...held, control: held.command, meta: false };
  const page: KeyPress = {
    key,
    ctrlKey: held.command,
    metaKey: false,
    altKey: held.alt,
    shiftKey: held.shift,
  };
  return { shell, page };
}

/** The row's key with exactly the modifiers it names. */
function rowPress(row: KioskKey) {
  return presses(row.key, {
    command: row.modifiers.startsWith('command'),
    shift: row.modifiers.endsWith('shift'),
    alt: row.modifiers === 'alt',
  });
}

const KEYS = [
  ...Array.from({ length: 95 }, (_, index) => String.fromCharCode(32 + index)),
  ...Array.from({ length: 24 }, (_, index) => `F${index + 1}`),
  ...['ArrowLeft', 'ArrowRight', 'Home', 'End', 'Escape', 'Delete', 'Tab', 'Enter'],
  ...['BrowserBack', 'BrowserForward', 'BrowserRefresh', 'BrowserHome', 'BrowserSearch'],
  'BrowserFavorites',
];
const HELD = [false, true].flatMap((command) =>
  [false, true].flatMap((shift) => [false, true].map((alt) => ({ command, shift, alt }))),
);

describe('one kiosk key table (src/shared/kioskKeys.ts) for the shell and the browser', () => {
  it.each(KIOSK_KEYS.map((row) => [`${row.modifiers} ${row.key} (${row.where})`, row] as const))(
    '%s: each side blocks it exactly where the table says',
    (_name, row) => {
      const { shell, page } = rowPress(row);
      expect(decideKey(shell, true)).toBe(row.where === 'browser' ? 'allow' : 'block');
      expect(isBrowserKey(page)).toBe(row.where !== 'shell');
    },
  );

  it('neither side blocks a key the table does not list for it', () => {
    for (const key of KEYS) {
      for (const held of HELD) {
        const { shell, page } = presses(key, held);
        const press = { key, ...held };
        if (decideKey(shell, true) === 'block') {
          expect(
            kioskKeysFor('shell').some((row) => pressMatches(row, press)),
            key,
          ).toBe(true);
        }
        if (isBrowserKey(page)) {
          expect(
            kioskKeysFor('browser').some((row) => pressMatches(row, press)),
            key,
          ).toBe(true);
        }
      }
    }
  });

  it('gives every row a reason', () => {
    for (const row of KIOSK_KEYS) expect(row.why.length, row.key).toBeGreaterThan(3);
  });
});
