import type { Locale } from '../content/types';

/** BCP 47 tags per site language; Cameroonian variants where Intl has them. */
const INTL_LOCALE: Record<Locale, string> = { en: 'en', fr: 'fr-CM' };

export function intlLocale(locale: Locale): string {
  return INTL_LOCALE[locale];
}

/**
 * One formatter per language and style, made when first asked for: a phone's
 * first Intl.NumberFormat loads the language's number data (about 30 ms of a
 * slow phone's main thread), which a formatter made per call pays again.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: Locale, style: 'plain' | 'compact'): Intl.NumberFormat {
  const key = `${locale} ${style}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      intlLocale(locale),
      style === 'compact' ? { notation: 'compact', maximumFractionDigits: 1 } : undefined,
    );
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * The one place prices are formatted: `650 FCFA`, `1,500 FCFA` (en), `1 500 FCFA` (fr, a
 * narrow no-break space from Intl). A no-break space before FCFA: a price never breaks.
 */
export function formatPrice(amount: number, locale: Locale): string {
  return `${formatNumber(amount, locale)}\u00a0FCFA`;
}

/** `2024-02-26` -> `February 26, 2024` / `26 février 2024`, never shifted by the time zone. */
export function formatDate(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/** `12400` -> `12.4K` (en) / `12,4 k` (fr). */
export function formatCompactNumber(value: number, locale: Locale): string {
  return numberFormat(locale, 'compact').format(value);
}

/**
 * `1500` -> `1,500` (en) / `1 500` (fr). A whole number below 1,000 is written
 * the same in both languages, with no separator: it skips Intl, so a page that
 * only counts a few rows (the console's "4 of 4") never loads number data.
 */
export function formatNumber(value: number, locale: Locale): string {
  if (Number.isInteger(value) && value >= 0 && value < 1000) return String(value);
  return numberFormat(locale, 'plain').format(value);
}
