/**
 * The app's screens as files: each screen in each language drawn from the
 * typed copy (drawAppScreen.ts) into `assets/app-screen-<screen>-<locale>-<hash>.svg`,
 * and `virtual:app-screen-files`, the module that names them for the app
 * (components/appScreens/AppScreen.tsx shows them as images). Why files and
 * why named here: tooling/images/namedFiles.ts. A screen's image costs the
 * landing page one attribute; a phone fetches the hero's at once, the others
 * as the reader scrolls near them.
 */
import type { Plugin } from 'vite';
import { appScreenCopies } from '../../src/renderer/src/content/appScreens';
import { LOCALES } from '../../src/renderer/src/content/locales';
import {
  APP_SCREENS,
  appScreenFileName,
  type AppScreenFiles,
  type AppScreenId,
} from '../../src/shared/appScreenFiles';
import type { Locale } from '../../src/shared/locales';
import { contentHash, namedFiles } from '../images/namedFiles';
import { drawAppScreen } from './drawAppScreen';

export const APP_SCREEN_FILES_MODULE = 'virtual:app-screen-files';

export interface DrawnAppScreen {
  screen: AppScreenId;
  locale: Locale;
  /** From the site's root, named by its content as Vite names assets. */
  fileName: string;
  svg: string;
}

/** Every screen in every language, drawn and named. */
export function drawAppScreens(): DrawnAppScreen[] {
  return LOCALES.flatMap((locale) =>
    APP_SCREENS.map((screen) => {
      const svg = drawAppScreen(screen, appScreenCopies[locale]);
      return { screen, locale, fileName: appScreenFileName(screen, locale, contentHash(svg)), svg };
    }),
  );
}

/** The names `virtual:app-screen-files` exports. */
export function appScreenFileNames(drawn: readonly DrawnAppScreen[]): AppScreenFiles {
  const files = {} as Record<Locale, Record<AppScreenId, string>>;
  for (const { locale, screen, fileName } of drawn) {
    files[locale] = { ...files[locale], [screen]: fileName };
  }
  return files;
}

export function appScreenFiles(): Plugin {
  const drawn = drawAppScreens();
  const files = drawn.map(({ fileName, svg }) => ({ fileName, source: svg }));
  return namedFiles(APP_SCREEN_FILES_MODULE, files, appScreenFileNames(drawn));
}
