import { en } from './en/static';
import { fr } from './fr/static';
import type { Locale, StaticCopy } from './types';

/** Static-HTML copy per language; read by the build (tooling/seo), never by the app. */
export const staticCopies: Record<Locale, StaticCopy> = { en, fr };
