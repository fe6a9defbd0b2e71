import { en } from './en/presentNotes';
import { fr } from './fr/presentNotes';
import type { Locale, SpeakerNotes } from './types';

/** Speaker notes (use {brand} and {address}): imported by the presenter view's chunk only, never the audience's deck. */
export const speakerNotes: Record<Locale, SpeakerNotes> = { en, fr };
