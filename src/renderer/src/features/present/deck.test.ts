import { describe, expect, it } from 'vitest';
import { DECK_START, deckAction, deckReducer } from './deck';

const key = (
  name: string,
  held: Partial<Record<'ctrlKey' | 'altKey' | 'metaKey', boolean>> = {},
) => ({
  key: name,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  ...held,
});

describe('the deck keys', () => {
  it("read a clicker's and a keyboard's keys", () => {
    expect(['ArrowRight', 'PageDown', ' ', 'Enter'].map((name) => deckAction(key(name)))).toEqual(
      Array(4).fill('next'),
    );
    expect(['ArrowLeft', 'PageUp'].map((name) => deckAction(key(name)))).toEqual([
      'previous',
      'previous',
    ]);
    expect(
      ['Home', 'End', 'b', 'B', '.', 'l', 'L', 'Escape'].map((name) => deckAction(key(name))),
    ).toEqual(['first', 'last', 'blank', 'blank', 'blank', 'language', 'language', 'leave']);
    expect(deckAction(key('x'))).toBeNull();
  });

  it("leave the browser's shortcuts and a focused button's Enter and Space alone", () => {
    expect(deckAction(key('l', { ctrlKey: true }))).toBeNull();
    expect(deckAction(key('ArrowLeft', { altKey: true }))).toBeNull();
    expect(deckAction(key('Enter'), true)).toBeNull();
    expect(deckAction(key(' '), true)).toBeNull();
    expect(deckAction(key('PageDown'), true)).toBe('next');
  });
});

describe('the deck', () => {
  const run = (actions: Parameters<typeof deckReducer>[1][], count = 5) =>
    actions.reduce((state, action) => deckReducer(state, action, count), DECK_START);

  it('steps and stops at both ends, without wrapping', () => {
    expect(run(['next', 'next'])).toEqual({ index: 2, blank: false });
    expect(run(['previous'])).toEqual(DECK_START);
    expect(run(['last', 'next'])).toEqual({ index: 4, blank: false });
    expect(run(['last', 'first'])).toEqual(DECK_START);
  });

  it('blanks, and any slide key first brings the same slide back', () => {
    expect(run(['next', 'blank'])).toEqual({ index: 1, blank: true });
    expect(run(['next', 'blank', 'next'])).toEqual({ index: 1, blank: false });
    expect(run(['next', 'blank', 'blank', 'next'])).toEqual({ index: 2, blank: false });
  });
});
