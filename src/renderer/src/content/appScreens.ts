import { en } from './en/appScreens';
import { fr } from './fr/appScreens';
import type { AppScreensCopy, Locale } from './types';

/**
 * The words drawn on the app's screens, per language. Read by the build alone
 * (tooling/appScreens), which draws them into SVG files: the site's chunks
 * carry only those files' names.
 */
export const appScreenCopies: Record<Locale, AppScreensCopy> = { en, fr };
