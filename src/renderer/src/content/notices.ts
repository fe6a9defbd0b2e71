import { en } from './en/notices';
import { fr } from './fr/notices';
import type { NoticesCopy, Locale } from './types';

/** Copy of the update and offline notices: imported by their chunk only, both languages (a few words). */
export const noticesCopies: Record<Locale, NoticesCopy> = { en, fr };
