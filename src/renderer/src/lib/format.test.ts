import { describe, expect, it } from 'vitest';
import { formatCompactNumber, formatDate, formatPrice } from './format';
import { fill } from './template';

const nbsp = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatting', () => {
  it('formats prices in FCFA per language', () => {
    expect(formatPrice(650, 'en')).toBe('650 FCFA');
    expect(formatPrice(1500, 'en')).toBe('1,500 FCFA');
    expect(nbsp(formatPrice(1500, 'fr'))).toBe('1 500 FCFA');
  });

  it('formats ISO dates for people, whatever the time zone', () => {
    expect(formatDate('2024-02-26', 'en')).toBe('February 26, 2024');
    expect(formatDate('2024-10-07', 'en')).toBe('October 7, 2024');
    expect(formatDate('2024-02-26', 'fr')).toBe('26 février 2024');
  });

  it('formats view counts compactly', () => {
    expect(formatCompactNumber(12400, 'en')).toBe('12.4K');
    expect(formatCompactNumber(980, 'en')).toBe('980');
    expect(formatCompactNumber(1_250_000, 'en')).toBe('1.3M');
    expect(nbsp(formatCompactNumber(12400, 'fr'))).toBe('12,4 k');
  });
});

describe('fill', () => {
  it('replaces known placeholders and leaves unknown ones visible', () => {
    expect(fill('{brand} · {year}', { brand: 'Lyceo', year: 2026 })).toBe('Lyceo · 2026');
    expect(fill('Hello {name}', {})).toBe('Hello {name}');
  });
});
