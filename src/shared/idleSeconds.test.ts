import { describe, expect, it } from 'vitest';
import { parseIdleSeconds } from './idleSeconds';

describe('parseIdleSeconds', () => {
  it('accepts whole seconds from 15 to 3600, from text or number', () => {
    expect(parseIdleSeconds('15')).toBe(15);
    expect(parseIdleSeconds(3600)).toBe(3600);
    expect(parseIdleSeconds('120')).toBe(120);
  });

  it.each([undefined, null, '', 'abc', '14', '3601', '12.5', '-30', '1e9'])(
    'refuses %j',
    (value) => {
      expect(parseIdleSeconds(value)).toBeNull();
    },
  );
});
