import { en } from './static.en';
import { fr } from './static.fr';
import type { Locale, StaticCopy } from './types';

/** Static-HTML copy per language; read by the build (tooling/seo), never by the app. */
export const staticCopies: Record<Locale, StaticCopy> = { en, fr };
