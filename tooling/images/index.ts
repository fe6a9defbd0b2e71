import type { Plugin } from 'vite';
import { appScreenFiles } from '../appScreens/appScreenFiles';
import { illustrationFiles } from './illustrationFiles';

/** The images the app names from virtual modules: the drawn app screens and the landing page's illustrations. */
export function namedImages(projectRoot: string): Plugin[] {
  return [appScreenFiles(), illustrationFiles(projectRoot)];
}
