import { describe, expect, it } from 'vitest';
import { parseIdleSeconds } from './idleSeconds';

describe('parseIdleSeconds', () => {
  it.each([
    ['15', 15],
    ['120', 120],
    ['3600', 3600],
    ['0030', 30],
    [15, 15],
    [3600, 3600],
  ])('accepts %j as %i seconds', (value, seconds) => {
    expect(parseIdleSeconds(value)).toBe(seconds);
  });

  it.each([
    // Out of range or not whole.
    '14',
    '3601',
    '12.5',
    '-30',
    '+30',
    // Other notations Number() reads as whole numbers.
    '0x10',
    '0X1F',
    '0b1111',
    '0o17',
    '1e2',
    '1E3',
    '30.0',
    '30.',
    ' 30',
    '30 ',
    '\t30',
    '3_0',
    'Infinity',
    // Other digits, other shapes.
    '\u0663\u0660',
    '\uff13\uff10',
    '00000000030',
    '',
    'abc',
    '1e9',
  ])('refuses the text %j', (value) => {
    expect(parseIdleSeconds(value)).toBeNull();
  });

  it.each([
    undefined,
    null,
    14,
    3601,
    30.5,
    Number.NaN,
    Infinity,
    true,
    ['30'],
    { valueOf: () => 30 },
  ])('refuses %j', (value) => {
    expect(parseIdleSeconds(value)).toBeNull();
  });
});
