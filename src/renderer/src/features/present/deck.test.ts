import { describe, expect, it } from 'vitest';
import { DECK_START, deckAction, deckReducer, escapeClosesPanel, type DeckAction } from './deck';

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
  it("read a clicker's and a keyboard's keys, and reveal.js's F, S, O and ?", () => {
    expect(['ArrowRight', 'PageDown', ' '].map((name) => deckAction(key(name)))).toEqual(
      Array(3).fill('next'),
    );
    expect(['ArrowLeft', 'PageUp'].map((name) => deckAction(key(name)))).toEqual([
      'previous',
      'previous',
    ]);
    expect(
      ['Home', 'End', 'b', '.', 'l', 'Escape', 'f', 'S', 'o', '?', '7', 'Enter'].map((name) =>
        deckAction(key(name)),
      ),
    ).toEqual([
      'first',
      'last',
      'blank',
      'blank',
      'language',
      'escape',
      'fullscreen',
      'view',
      'overview',
      'help',
      'digit7',
      'enter',
    ]);
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
  const run = (actions: DeckAction[], count = 12) =>
    actions.reduce((state, action) => deckReducer(state, action, count), DECK_START);

  it('steps and stops at both ends, without wrapping', () => {
    expect(run(['next', 'enter', 'down']).index).toBe(3);
    expect(run(['previous']).index).toBe(0);
    expect(run(['last', 'next']).index).toBe(11);
    expect(run(['last', 'first', 'up']).index).toBe(0);
  });

  it('blanks, and any slide key first brings the same slide back', () => {
    expect(run(['next', 'blank'])).toMatchObject({ index: 1, blank: true });
    expect(run(['next', 'blank', 'next'])).toMatchObject({ index: 1, blank: false });
    expect(run(['next', 'blank', 'blank', 'next'])).toMatchObject({ index: 2, blank: false });
  });

  it('jumps to a typed slide number on Enter, and ignores one past the end', () => {
    expect(run(['digit1', 'digit0', 'enter'])).toMatchObject({ index: 9, typed: '' });
    expect(run(['digit7'])).toMatchObject({ index: 0, typed: '7' });
    expect(run(['next', 'digit4', 'digit0', 'enter'])).toMatchObject({ index: 1, typed: '' });
    expect(run(['digit5', 'escape'])).toMatchObject({ index: 0, typed: '' });
  });

  it('opens the overview on the slide on screen; arrows move in the grid, Enter goes there', () => {
    const open = run(['next', 'overview']);
    expect(open).toMatchObject({ index: 1, overview: 1 });
    expect(escapeClosesPanel(open)).toBe(true);
    // Down one row of four, right one: slide 7 (index 6); the slide on screen stays until Enter.
    expect(run(['next', 'overview', 'down', 'next'])).toMatchObject({ index: 1, overview: 6 });
    expect(run(['next', 'overview', 'down', 'next', 'enter'])).toMatchObject({
      index: 6,
      overview: null,
    });
    expect(run(['overview', 'escape'])).toMatchObject({ index: 0, overview: null });
  });

  it('shows the key list over the slide until ? or Escape, and takes no slide key meanwhile', () => {
    expect(run(['help', 'next'])).toMatchObject({ help: true, index: 0 });
    expect(run(['help', 'escape', 'next'])).toMatchObject({ help: false, index: 1 });
    expect(escapeClosesPanel(run(['next']))).toBe(false);
  });

  it("follows the other window's slide and black screen", () => {
    expect(run([{ show: 4, blank: true }])).toMatchObject({ index: 4, blank: true });
    expect(run([{ show: 40, blank: false }]).index).toBe(11);
    const here = run(['next']);
    expect(deckReducer(here, { show: 1, blank: false }, 12)).toBe(here);
  });
});
