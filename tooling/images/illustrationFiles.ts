/**
 * The landing sections' illustrations (multimedia, articles) as files of the
 * build, named for the app by `virtual:illustration-files` (namedFiles.ts):
 * below the fold, fetched as the reader scrolls near, not carried in the
 * language pages' HTML as data URLs.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import {
  LANDING_ILLUSTRATIONS,
  type LandingIllustration,
} from '../../src/shared/landingIllustrations';
import { contentHash, namedFiles, type NamedFile } from './namedFiles';

export const ILLUSTRATION_FILES_MODULE = 'virtual:illustration-files';

export function illustrationFiles(projectRoot: string): Plugin {
  const folder = resolve(projectRoot, 'src/renderer/src/assets/illustrations');
  const names = {} as Record<LandingIllustration, string>;
  const files: NamedFile[] = LANDING_ILLUSTRATIONS.map((name) => {
    const source = readFileSync(resolve(folder, `${name}.svg`), 'utf8');
    names[name] = `assets/${name}-${contentHash(source)}.svg`;
    return { fileName: names[name], source };
  });
  return namedFiles(ILLUSTRATION_FILES_MODULE, files, names);
}
