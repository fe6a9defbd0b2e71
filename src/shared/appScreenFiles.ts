import type { Locale } from './locales';

/**
 * The files the build draws the app's screens into, one per screen and
 * language (tooling/appScreens): `assets/app-screen-quiz-fr-<hash>.svg`,
 * named by their content like Vite's own assets, so hosts cache them for a
 * year. The service worker's list and the size check tell their language by
 * this name (assetNames.mjs: languageOfAppScreenFile).
 */

export function appScreenFileName(screen: string, locale: Locale, hash: string): string {
  return `assets/app-screen-${screen}-${locale}-${hash}.svg`;
}

/** The app's screens the site shows (components/appScreens), drawn by the build. */
export type AppScreenId = 'correction' | 'quiz' | 'documents' | 'sharing';
export const APP_SCREENS: readonly AppScreenId[] = ['correction', 'quiz', 'documents', 'sharing'];

/** Each drawn screen's file from the site's root, by language: what `virtual:app-screen-files` exports. */
export type AppScreenFiles = Readonly<Record<Locale, Readonly<Record<AppScreenId, string>>>>;
