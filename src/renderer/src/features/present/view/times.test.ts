import { describe, expect, it } from 'vitest';
import { formatClock, formatElapsed } from './times';

describe("the presenter view's times", () => {
  it('shows the time since the start as minutes and seconds, hours when a talk runs long', () => {
    expect(formatElapsed(0)).toBe('00:00');
    expect(formatElapsed(125_400)).toBe('02:05');
    expect(formatElapsed(3_725_000)).toBe('1:02:05');
    expect(formatElapsed(-5_000)).toBe('00:00');
  });

  it('shows the time of day in the deck’s language', () => {
    const afternoon = new Date(2026, 2, 14, 14, 5).getTime();
    expect(formatClock(afternoon, 'fr')).toBe('14:05');
    expect(formatClock(afternoon, 'en')).toMatch(/^2:05\sPM$/);
  });
});
