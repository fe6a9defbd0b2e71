import { OFFER, type Offer, type PlanTerms } from '../content/offer';
import type { Locale, PlanId, PricingCopy, PricingPlan } from '../content/types';
import { formatNumber, formatPrice } from './format';
import { fill } from './template';

/** What a plan costs a month, to the franc: Solo+'s 1,500 FCFA for 3 months is 500. */
export function monthlyPrice(terms: PlanTerms): number {
  return Math.round(terms.price / terms.months);
}

/**
 * What a plan saves against the same months of the plan it is compared with,
 * in whole percent rounded down, so it never promises more than it saves:
 * Solo+ is 1 − 1500 / (3 × 650) = 23.08 %, said 23 %. Integer arithmetic, so
 * an exact percentage is not floored one below it. Null when the plan is
 * compared with none, or costs as much or more.
 */
export function savingPercent(terms: PlanTerms, offer: Offer = OFFER): number | null {
  if (!terms.comparedWith) return null;
  const base = offer[terms.comparedWith];
  const sameMonths = base.price * terms.months;
  const saved = sameMonths - terms.price * base.months;
  if (sameMonths <= 0 || saved <= 0) return null;
  return Math.floor((100 * saved) / sameMonths);
}

/** `solo-plus` -> `soloPlus`: a placeholder's name is one word. */
const placeholderKey = (id: PlanId): string =>
  id.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/**
 * What the copy's offer placeholders say in a language, for each plan:
 * `{soloPrice}` (650 FCFA), `{soloPlusPrice}` (1,500 FCFA / 1 500 FCFA),
 * `{soloPlusMonths}` (3), `{soloPlusMonthly}` (500 FCFA), `{soloPlusSaving}` (23).
 */
export function offerValues(locale: Locale, offer: Offer = OFFER): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [id, terms] of Object.entries(offer) as [PlanId, PlanTerms][]) {
    const key = placeholderKey(id);
    values[`${key}Price`] = formatPrice(terms.price, locale);
    values[`${key}Months`] = formatNumber(terms.months, locale);
    values[`${key}Monthly`] = formatPrice(monthlyPrice(terms), locale);
    const saving = savingPercent(terms, offer);
    if (saving !== null) values[`${key}Saving`] = formatNumber(saving, locale);
  }
  return values;
}

/** A plan card's words about money, each null when the plan has nothing to say there. */
export interface PlanLines {
  /** "Free", "650 FCFA", "1,500 FCFA" */
  price: string;
  /** "per month", "per 3 months" */
  period: string;
  /** "That is 500 FCFA a month." for a plan of several months */
  perMonth: string | null;
  /** "Save 23% vs. 3 months of Solo at 650 FCFA." with its basis */
  saving: string | null;
  /** The plan's own badge ("Most Popular"), else its saving's ("Save 23%") */
  badge: string | null;
}

/** A plan's price, period, per-month figure and saving, from the offer's terms and the copy. */
export function planLines(
  plan: PricingPlan,
  pricing: PricingCopy,
  locale: Locale,
  offer: Offer = OFFER,
): PlanLines {
  const terms = offer[plan.id];
  const months = formatNumber(terms.months, locale);
  const percent = savingPercent(terms, offer);
  const base = terms.comparedWith;
  const baseName = pricing.plans.find((candidate) => candidate.id === base)?.name ?? '';
  const saving =
    percent === null || !base
      ? null
      : fill(pricing.saving, {
          percent: formatNumber(percent, locale),
          months,
          plan: baseName,
          price: formatPrice(offer[base].price, locale),
        });
  return {
    price: terms.price === 0 ? pricing.free : formatPrice(terms.price, locale),
    period: fill(plan.period, { months }),
    perMonth:
      terms.price > 0 && terms.months > 1
        ? fill(pricing.perMonth, { price: formatPrice(monthlyPrice(terms), locale) })
        : null,
    saving,
    badge:
      plan.badge ??
      (percent === null
        ? null
        : fill(pricing.savingBadge, { percent: formatNumber(percent, locale) })),
  };
}
