/**
 * The landing page's sections in page order, and the features section's items
 * in the order it shows them: plain lists, free of any copy, so the boot script
 * (src/boot.ts) can read them without pulling a language in, and the
 * presenter's slides follow the page's order (slides.ts). A list, not a
 * record: the boot script ships it, and a record's keys cost it more bytes.
 */
export const SECTION_IDS = [
  'home',
  'features',
  'multimedia',
  'mobile-learning',
  'articles',
  'pricing',
  'testimonials',
  'faq',
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export const FEATURE_IDS = ['workspace', 'sharing', 'anywhere', 'organized'] as const;
export type FeatureId = (typeof FEATURE_IDS)[number];
