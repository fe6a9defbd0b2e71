/**
 * The app's screens as files: each screen in each language drawn from the
 * typed copy (drawAppScreen.ts) into `assets/app-screen-<screen>-<locale>-<hash>.svg`,
 * and `virtual:app-screen-files`, the module that names them for the app
 * (components/appScreens/AppScreen.tsx shows them as images).
 *
 * Why files, not markup: the landing page's HTML has a byte budget, and a
 * screen's image costs it one attribute; a student's phone fetches the hero's
 * screen at once and the others as they scroll near. Why named here, not by
 * Vite: the build's prerender (tooling/prerender) renders the page in Node,
 * where an imported asset has no built name; both read this module, so the
 * prerendered page names the very files the app does, and hydration keeps
 * them. Every build with this plugin (website, Electron renderer, the
 * prerender's module server, Vitest, the dev server) sees the same names.
 */
import { createHash } from 'node:crypto';
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
import { drawAppScreen } from './drawAppScreen';

export const APP_SCREEN_FILES_MODULE = 'virtual:app-screen-files';
const RESOLVED_MODULE = `\0${APP_SCREEN_FILES_MODULE}`;

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
      const hash = createHash('sha256').update(svg).digest('base64url').slice(0, 8);
      return { screen, locale, fileName: appScreenFileName(screen, locale, hash), svg };
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
  let building = false;
  return {
    name: 'lyceo-app-screen-files',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId(id) {
      return id === APP_SCREEN_FILES_MODULE ? RESOLVED_MODULE : null;
    },
    load(id) {
      if (id !== RESOLVED_MODULE) return null;
      return `export default ${JSON.stringify(appScreenFileNames(drawn))};`;
    },
    buildStart() {
      if (!building) return;
      for (const { fileName, svg } of drawn)
        this.emitFile({ type: 'asset', fileName, source: svg });
    },
    // The dev server answers for the files a build would write.
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '').split('?')[0] ?? '';
        const file = drawn.find(({ fileName }) => path.endsWith(`/${fileName}`));
        if (!file) return next();
        response.setHeader('Content-Type', 'image/svg+xml');
        response.end(file.svg);
      });
    },
  };
}
