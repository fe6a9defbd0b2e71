import { describe, expect, it } from 'vitest';
import { formatCompactNumber, formatDate, formatNumber, formatPrice } from './format';
import { fill } from './template';

const nbsp = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatting', () => {
  it('formats prices in FCFA per language, never broken across lines', () => {
    expect(formatPrice(650, 'en')).toBe('650\u00a0FCFA');
    expect(formatPrice(1500, 'en')).toBe('1,500\u00a0FCFA');
    // French groups thousands with a narrow no-break space.
    expect(formatPrice(1500, 'fr')).toBe('1\u202f500\u00a0FCFA');
  });

  it('formats ISO dates for people, whatever the time zone', () => {
    expect(formatDate('2024-02-26', 'en')).toBe('February 26, 2024');
    expect(formatDate('2024-10-07', 'en')).toBe('October 7, 2024');
    expect(formatDate('2024-02-26', 'fr')).toBe('26 février 2024');
  });

  it('writes whole numbers below 1,000 as Intl does, in both languages', () => {
    for (const locale of ['en', 'fr'] as const) {
      const intl = new Intl.NumberFormat(locale === 'en' ? 'en' : 'fr-CM');
      for (const value of [0, 1, 7, 42, 999]) {
        expect(formatNumber(value, locale)).toBe(intl.format(value));
      }
    }
    expect(formatNumber(1000, 'en')).toBe('1,000');
    expect(nbsp(formatNumber(1000, 'fr'))).toBe('1 000');
    expect(formatNumber(2.5, 'en')).toBe('2.5');
    expect(formatNumber(2.5, 'fr')).toBe('2,5');
    expect(formatNumber(-3, 'en')).toBe(new Intl.NumberFormat('en').format(-3));
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
