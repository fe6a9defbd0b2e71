import { describe, expect, it } from 'vitest';
import { YEARS } from './catalogue';
import { SAMPLE_DOCUMENTS } from './documents';
import { LOCALES } from './locales';
import { OFFER } from './offer';
import { siteCopies } from './siteCopies';

/**
 * The counts and lists the spec fixes (shared/spec/website-spec.md, sections 2
 * and 9), pinned here once. Every other test derives its counts from the copy
 * and the sample data, so changing one of these is a decision about the spec,
 * made in one place.
 */
describe.each(LOCALES)('the %s copy holds what the spec counts', (locale) => {
  const { landing, videos } = siteCopies[locale];

  it('four features: Workspace, Community Sharing, Learn Anywhere, Organized Learning', () => {
    expect(landing.features.items.map((item) => item.id)).toEqual([
      'workspace',
      'sharing',
      'anywhere',
      'organized',
    ]);
  });

  it('podcast, gallery and quizzes in the multimedia section', () => {
    expect(landing.multimedia.items.map((item) => item.id)).toEqual([
      'podcast',
      'gallery',
      'quizzes',
    ]);
  });

  it('two latest articles, dated 2024-02-26 and 2024-10-07', () => {
    expect(landing.articles.items.map((item) => item.date)).toEqual(['2024-02-26', '2024-10-07']);
  });

  it('the three plans: Freemium free, Solo 650 FCFA a month and most popular, Solo+ 1500 FCFA', () => {
    expect(
      landing.pricing.plans.map(({ id, popular }) => ({ id, price: OFFER[id].price, popular })),
    ).toEqual([
      { id: 'freemium', price: 0, popular: false },
      { id: 'solo', price: 650, popular: true },
      { id: 'solo-plus', price: 1500, popular: false },
    ]);
  });

  it('three testimonials', () => {
    expect(landing.testimonials.items).toHaveLength(3);
  });

  it('six FAQ questions', () => {
    expect(landing.faq.items).toHaveLength(6);
  });

  it('three sample videos', () => {
    expect(Object.keys(videos.items)).toHaveLength(3);
  });
});

describe('the sample data holds what the spec counts', () => {
  it('four sample documents', () => {
    expect(SAMPLE_DOCUMENTS).toHaveLength(4);
  });

  it('the year filter offers 2024 down to 2020', () => {
    expect(YEARS).toEqual([2024, 2023, 2022, 2021, 2020]);
  });
});
