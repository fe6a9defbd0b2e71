/**
 * The landing sections' illustrations (multimedia, articles), which the build
 * writes as `assets/<name>-<hash>.svg` from src/renderer/src/assets/illustrations
 * and names for the app in `virtual:illustration-files` (tooling/images/illustrationFiles.ts).
 */
export const LANDING_ILLUSTRATIONS = [
  'podcast',
  'gallery',
  'quizzes',
  'study-plan',
  'exam-tips',
] as const;

export type LandingIllustration = (typeof LANDING_ILLUSTRATIONS)[number];

/** Each illustration's file from the site's root: what `virtual:illustration-files` exports. */
export type IllustrationFiles = Readonly<Record<LandingIllustration, string>>;
