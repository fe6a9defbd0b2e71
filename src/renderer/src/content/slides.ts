import type { FeatureId, SectionId } from './types';

/**
 * The presenter's slides, in order: the landing page's sections (the features
 * one by one, each with its own picture of the app), then the closing "scan to
 * download". Plain ids, free of copy: they are also the keys of a
 * presentation's usage counts (features/kiosk/usage/usageKeys.ts).
 */
export const SLIDE_IDS = [
  'home',
  'feature-workspace',
  'feature-sharing',
  'feature-anywhere',
  'feature-organized',
  'multimedia',
  'mobile-learning',
  'articles',
  'pricing',
  'testimonials',
  'faq',
  'closing',
] as const satisfies readonly (SectionId | `feature-${FeatureId}` | 'closing')[];
export type SlideId = (typeof SLIDE_IDS)[number];
