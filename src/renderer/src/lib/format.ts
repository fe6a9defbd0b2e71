import type { Locale } from '../content/types';

/** BCP 47 tags per site language; Cameroonian variants where Intl has them. */
const INTL_LOCALE: Record<Locale, string> = { en: 'en', fr: 'fr-CM' };

export function intlLocale(locale: Locale): string {
  return INTL_LOCALE[locale];
}

/** The one place prices are formatted: `650 FCFA`, `1,500 FCFA` (en), `1 500 FCFA` (fr). */
export function formatPrice(amount: number, locale: Locale): string {
  return `${new Intl.NumberFormat(intlLocale(locale)).format(amount)} FCFA`;
}

/** `2024-02-26` -> `February 26, 2024` / `26 février 2024`, never shifted by the time zone. */
export function formatDate(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/** `12400` -> `12.4K` (en) / `12,4 k` (fr). */
export function formatCompactNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), {
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(value);
}

export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale)).format(value);
}
