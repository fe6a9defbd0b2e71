import { en } from './en';
import type { Locale, SiteCopy } from './types';

export const copies: Record<Locale, SiteCopy> = { en, fr: en };
export const DEFAULT_LOCALE: Locale = 'en';
/** Date the privacy notice was last changed (spec section 9). */
export const PRIVACY_UPDATED = '2024-12-13';
