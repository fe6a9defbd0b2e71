import { describe, expect, it } from 'vitest';
import { en } from '../content/en/site';
import { fr } from '../content/fr/site';
import { OFFER, type Offer } from '../content/offer';
import type { PlanId, PricingPlan } from '../content/types';
import { monthlyPrice, offerValues, planLines, savingPercent } from './offer';

const plan = (id: PlanId, plans: PricingPlan[] = en.landing.pricing.plans): PricingPlan => {
  const found = plans.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no plan ${id}`);
  return found;
};
/** The offer with one plan's price changed. */
const priced = (id: PlanId, price: number): Offer => ({ ...OFFER, [id]: { ...OFFER[id], price } });

describe('the offer, computed from its prices', () => {
  it('Solo+ saves 1 − 1500 / (3 × 650) = 23.08 %, said 23 %, and costs 500 FCFA a month', () => {
    expect(savingPercent(OFFER['solo-plus'])).toBe(23);
    expect(monthlyPrice(OFFER['solo-plus'])).toBe(500);
    expect(savingPercent(OFFER.solo)).toBeNull();
  });

  it('rounds a saving down, never up, and an exact one stays exact', () => {
    expect(savingPercent(priced('solo-plus', 1_560)['solo-plus'])).toBe(20); // 20 % exactly
    expect(savingPercent(priced('solo-plus', 1_561)['solo-plus'])).toBe(19); // 19.95 %
  });

  it('says the saving with its basis on the Solo+ card, in each language', () => {
    const english = planLines(plan('solo-plus'), en.landing.pricing, 'en');
    expect(english).toEqual({
      price: '1,500\u00a0FCFA',
      period: 'per 3 months',
      perMonth: 'That is 500\u00a0FCFA a month.',
      saving: 'Save 23% vs. 3 months of Solo at 650\u00a0FCFA.',
      badge: 'Save 23%',
    });
    const french = planLines(plan('solo-plus', fr.landing.pricing.plans), fr.landing.pricing, 'fr');
    expect(french.price).toBe('1\u202f500\u00a0FCFA');
    expect(french.perMonth).toBe('Soit 500\u00a0FCFA par mois.');
    expect(french.saving).toBe(
      'Tu économises 23\u00a0% par rapport à 3 mois de Solo à 650\u00a0FCFA.',
    );
  });

  it('follows a price change: another Solo+ price, another saving and per-month figure', () => {
    const dearer = planLines(
      plan('solo-plus'),
      en.landing.pricing,
      'en',
      priced('solo-plus', 1_700),
    );
    expect(dearer.badge).toBe('Save 12%');
    expect(dearer.saving).toBe('Save 12% vs. 3 months of Solo at 650\u00a0FCFA.');
    expect(dearer.perMonth).toBe('That is 567\u00a0FCFA a month.');
    // Solo cheaper: the same Solo+ saves less against it.
    expect(planLines(plan('solo-plus'), en.landing.pricing, 'en', priced('solo', 600)).badge).toBe(
      'Save 16%',
    );
  });

  it('claims no saving when there is none', () => {
    const none = planLines(plan('solo-plus'), en.landing.pricing, 'en', priced('solo-plus', 1_950));
    expect(none.badge).toBeNull();
    expect(none.saving).toBeNull();
    expect(none.perMonth).toBe('That is 650\u00a0FCFA a month.');
  });

  it('keeps the popular badge, and gives the free and monthly plans no per-month line', () => {
    expect(planLines(plan('solo'), en.landing.pricing, 'en')).toMatchObject({
      price: '650\u00a0FCFA',
      period: 'per month',
      perMonth: null,
      saving: null,
      badge: 'Most Popular',
    });
    expect(planLines(plan('freemium'), en.landing.pricing, 'en')).toMatchObject({
      price: 'Free',
      perMonth: null,
      badge: null,
    });
  });

  it('fills the FAQ placeholders in the language’s number format', () => {
    expect(offerValues('en')).toMatchObject({
      soloPrice: '650\u00a0FCFA',
      soloPlusPrice: '1,500\u00a0FCFA',
      soloPlusMonths: '3',
      soloPlusMonthly: '500\u00a0FCFA',
      soloPlusSaving: '23',
    });
    expect(offerValues('fr').soloPlusPrice).toBe('1\u202f500\u00a0FCFA');
    expect(offerValues('en', priced('solo-plus', 1_700)).soloPlusSaving).toBe('12');
  });
});
