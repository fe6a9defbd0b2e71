import { describe, expect, it } from 'vitest';
import { isBrowserKey, type KeyPress } from './browserKeys';

const press = (combo: string): KeyPress => {
  const parts = combo.split('+');
  const key = parts.pop() ?? '';
  return {
    key,
    ctrlKey: parts.includes('Control'),
    metaKey: parts.includes('Meta'),
    altKey: parts.includes('Alt'),
    shiftKey: parts.includes('Shift'),
  };
};

describe('browser keys in a kiosk', () => {
  it.each([
    'Control+p',
    'Control+s',
    'Control+o',
    'Control+f',
    'Control+u',
    'Control+h',
    'Control+j',
    'Control+r',
    'Control+R',
    'Meta+p',
    'F5',
    'F12',
    'F3',
    'F7',
    'Control+Shift+I',
    'Control+Shift+J',
    'Alt+ArrowLeft',
    'Alt+ArrowRight',
    'Alt+Home',
    'BrowserBack',
    'Shift+Escape',
  ])('%s is the browser’s', (combo) => {
    expect(isBrowserKey(press(combo))).toBe(true);
  });

  it.each([
    'a',
    'Shift+A',
    'Tab',
    'Shift+Tab',
    'Escape',
    'Enter',
    ' ',
    'ArrowLeft',
    'Backspace',
    'Control+a',
    'Control+c',
    'Control+v',
    'Control+x',
    'Control+z',
    'Control+Alt+e', // AltGr+E: €
  ])('%s stays the page’s', (combo) => {
    expect(isBrowserKey(press(combo))).toBe(false);
  });
});
