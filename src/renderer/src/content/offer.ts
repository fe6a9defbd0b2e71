import type { PlanId } from './types';

/** What a plan costs and for how long: data, not copy, the same in every language. */
export interface PlanTerms {
  /** In FCFA for the whole period; 0 means free. */
  price: number;
  /** The period the price pays for, in months. */
  months: number;
  /** The plan whose monthly price its saving is measured against (Solo+ against Solo). */
  comparedWith?: PlanId;
}

export type Offer = Record<PlanId, PlanTerms>;

/**
 * The one place the prices are written. The pricing cards, the FAQ, the
 * kiosk's price slide, the poster and the structured data all read them here
 * (lib/offer.ts); the copy only holds placeholders, so a price change cannot
 * leave a sentence, a per-month figure or a saving behind.
 */
export const OFFER: Offer = {
  freemium: { price: 0, months: 1 },
  solo: { price: 650, months: 1 },
  'solo-plus': { price: 1500, months: 3, comparedWith: 'solo' },
};
