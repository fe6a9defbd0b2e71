import { FEATURE_IDS, SECTION_IDS, type FeatureId, type SectionId } from './sections';

/**
 * A presenter's slide: a landing section, except the features section, which
 * gives one slide per feature (each with its own picture of the app), then the
 * closing "scan to download". Plain ids, free of copy: they are also the keys
 * of a presentation's usage counts (lib/usage/usageKeys.ts).
 */
export type SlideId = Exclude<SectionId, 'features'> | `feature-${FeatureId}` | 'closing';

/** The slides in the landing page's order (SECTION_IDS), so a new section is a new slide in its place. */
export const SLIDE_IDS: readonly SlideId[] = [
  ...SECTION_IDS.flatMap((section): SlideId[] =>
    section === 'features' ? FEATURE_IDS.map((id) => `feature-${id}` as const) : [section],
  ),
  'closing',
];
