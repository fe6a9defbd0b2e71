import { en } from './en/staff';
import { fr } from './fr/staff';
import type { StaffCopy, Locale } from './types';

/** Staff-only copy: imported by the staff screens' chunk alone. */
export const staffCopies: Record<Locale, StaffCopy> = { en, fr };
