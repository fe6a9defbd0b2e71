import { describe, expect, it } from 'vitest';
import { decideKey, type KeyInput } from './keyPolicy';

const key = (k: string, mods: Partial<KeyInput> = {}): KeyInput => ({
  type: 'keyDown',
  key: k,
  control: false,
  meta: false,
  alt: false,
  shift: false,
  ...mods,
});

describe('kiosk key policy', () => {
  it.each([
    ['F5', key('F5')],
    ['Ctrl+R', key('r', { control: true })],
    ['Ctrl+Shift+R', key('R', { control: true, shift: true })],
    ['Cmd+R', key('r', { meta: true })],
    ['F12', key('F12')],
    ['Ctrl+Shift+I', key('I', { control: true, shift: true })],
    ['Ctrl+Shift+J', key('J', { control: true, shift: true })],
    ['Ctrl+Shift+C', key('C', { control: true, shift: true })],
    ['Ctrl++', key('+', { control: true })],
    ['Ctrl+=', key('=', { control: true })],
    ['Ctrl+-', key('-', { control: true })],
    ['Ctrl+0', key('0', { control: true })],
    ['F11', key('F11')],
    ['Ctrl+W', key('w', { control: true })],
    ['Ctrl+P', key('p', { control: true })],
    ['Ctrl+Q', key('q', { control: true })],
    ['Alt+F4', key('F4', { alt: true })],
    ['Alt+Left', key('ArrowLeft', { alt: true })],
  ])('blocks %s in a kiosk', (_name, input) => {
    expect(decideKey(input, true)).toBe('block');
  });

  it.each([
    ['letters', key('a')],
    ['Tab', key('Tab')],
    ['Enter', key('Enter')],
    ['Escape', key('Escape')],
    ['Shift+Tab', key('Tab', { shift: true })],
    ['digits', key('7')],
    ['arrows', key('ArrowDown')],
  ])('lets %s through', (_name, input) => {
    expect(decideKey(input, true)).toBe('allow');
  });

  it('recognises the staff chord only with all four keys, only in a kiosk', () => {
    expect(decideKey(key('K', { control: true, alt: true, shift: true }), true)).toBe('staff-exit');
    expect(decideKey(key('K', { meta: true, alt: true, shift: true }), true)).toBe('staff-exit');
    expect(decideKey(key('K', { control: true, shift: true }), true)).toBe('allow');
    expect(decideKey(key('k', { control: true, alt: true }), true)).toBe('allow');
    expect(decideKey(key('K', { control: true, alt: true, shift: true }), false)).toBe('allow');
  });

  it('leaves a normal window alone and ignores key-up events', () => {
    expect(decideKey(key('F5'), false)).toBe('allow');
    expect(decideKey(key('r', { control: true }), false)).toBe('allow');
    expect(decideKey({ ...key('F5'), type: 'keyUp' }, true)).toBe('allow');
  });
});
