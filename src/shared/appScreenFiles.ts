import { languageOfAppScreenFile } from './assetNames.mjs';
import { isLocale, type Locale } from './locales';

/**
 * The files the build draws the app's screens into, one per screen and
 * language (tooling/appScreens): `assets/app-screen-quiz-fr-<hash>.svg`,
 * named by their content like Vite's own assets, so hosts cache them for a
 * year. Read by the build that writes them and by the service worker's list,
 * which fetches a language's screens for its readers only (the pattern is in
 * assetNames.mjs, which the size check's scripts read too).
 */

export function appScreenFileName(screen: string, locale: Locale, hash: string): string {
  return `assets/app-screen-${screen}-${locale}-${hash}.svg`;
}

/** The language of a drawn screen's file, or undefined for any other file. */
export function localeOfAppScreenFile(fileName: string): Locale | undefined {
  const locale = languageOfAppScreenFile(fileName);
  return isLocale(locale) ? locale : undefined;
}

/** The app's screens the site shows (components/appScreens), drawn by the build. */
export type AppScreenId = 'correction' | 'quiz' | 'documents';
export const APP_SCREENS: readonly AppScreenId[] = ['correction', 'quiz', 'documents'];

/** Each drawn screen's file from the site's root, by language: what `virtual:app-screen-files` exports. */
export type AppScreenFiles = Readonly<Record<Locale, Readonly<Record<AppScreenId, string>>>>;
