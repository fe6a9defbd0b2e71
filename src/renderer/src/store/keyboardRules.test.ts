import { describe, expect, it } from 'vitest';
import { KEYBOARD_START, keyboardAfter, type KeyboardEvent } from './keyboardRules';

const run = (...events: KeyboardEvent[]) => events.reduce(keyboardAfter, KEYBOARD_START);

describe('keyboardAfter', () => {
  it('opens when the field is touched', () => {
    expect(run('field-touched').open).toBe(true);
  });

  it.each(['done', 'close', 'outside'] as const)(
    'closes on %s, and opens again at the next touch of the field',
    (event) => {
      expect(run('field-touched', event).open).toBe(false);
      expect(run('field-touched', event, 'field-touched').open).toBe(true);
    },
  );

  it('closes on a physical key press and stays away for that visitor', () => {
    expect(run('field-touched', 'physical-key').open).toBe(false);
    expect(run('field-touched', 'physical-key', 'field-touched').open).toBe(false);
  });

  it('closes at the idle reset and shows again for the next visitor', () => {
    expect(run('field-touched', 'reset').open).toBe(false);
    expect(run('physical-key', 'reset', 'field-touched').open).toBe(true);
  });
});
