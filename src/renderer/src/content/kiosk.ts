import { en } from './en/kiosk';
import { fr } from './fr/kiosk';
import type { KioskCopy, Locale } from './types';

/** Kiosk-only copy: imported by the kiosk chunk, so the public website never downloads it. */
export const kioskCopies: Record<Locale, KioskCopy> = { en, fr };
