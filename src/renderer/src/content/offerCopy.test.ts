import { describe, expect, it } from 'vitest';
import { fill } from '../lib/template';
import { kioskCopies } from './kiosk';
import { LOCALES } from './locales';
import { posterCopies } from './poster';
import { siteCopies } from './siteCopies';
import { staticCopies } from './static';

/** Every string in a part of the copy. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe.each(LOCALES)('the offer in the %s copy', (locale) => {
  const { landing } = siteCopies[locale];

  it('types no price and no saving: they come from content/offer.ts through placeholders', () => {
    const visitorCopy = [siteCopies, kioskCopies, staticCopies].flatMap((part) =>
      strings(part[locale]),
    );
    const prices = [...visitorCopy, ...strings(posterCopies[locale])].filter((text) =>
      /\d[\d\s,.]*FCFA/.test(text),
    );
    expect(prices).toEqual([]);
    // (The poster's print instructions say "100 %": a printer's scale, not an offer.)
    expect(visitorCopy.filter((text) => /\d\s*%/.test(text))).toEqual([]);
  });

  it('says who is free the same way everywhere: Seconde (A4, C), before Première', () => {
    const freemium = landing.pricing.plans.find((plan) => plan.id === 'freemium');
    const free = landing.faq.items.find((item) => item.id === 'free');
    for (const text of [
      landing.hero.free,
      landing.checklist.benefits.at(-1),
      freemium?.features[0],
      free?.answer,
      staticCopies[locale].share.description,
    ]) {
      expect(text).toContain('Seconde (A4, C)');
      expect(text).toContain('Première');
    }
  });

  it('states offline revision in the same words in the features, the FAQ and the plans', () => {
    const { offline } = landing.pricing;
    const anywhere = landing.features.items.find((item) => item.id === 'anywhere');
    const data = landing.faq.items.find((item) => item.id === 'data');
    expect(anywhere?.description).toContain(offline);
    expect(data?.answer).toContain(offline);
    // No plan lists offline use as its own: every plan has it.
    const planFeatures = landing.pricing.plans.flatMap((plan) => plan.features);
    expect(planFeatures.filter((feature) => /offline|hors ligne/i.test(feature))).toEqual([]);
    expect(offline).toContain('Freemium');
  });

  it('the kiosk price slide quotes the price through its placeholder', () => {
    expect(kioskCopies[locale].attract.slides.price).toContain('{price}');
    expect(fill(kioskCopies[locale].attract.slides.price, { price: 'P' })).toContain('Seconde');
  });
});
