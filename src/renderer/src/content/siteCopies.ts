import { en } from './en/site';
import { fr } from './fr/site';
import type { Locale, SiteCopy } from './types';

/**
 * Every language's copy at once, for what the build renders (head tags, the
 * static legal pages). The app never imports it: it loads French on demand
 * (content/index.ts).
 */
export const siteCopies: Record<Locale, SiteCopy> = { en, fr };
