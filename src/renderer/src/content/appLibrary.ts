import type { Subject } from './catalogue';
import type { LevelSpan } from './types';

export interface SubjectLibrary {
  /** Lessons and corrections the app holds for the subject. */
  documents: number;
  levels: LevelSpan;
}

/**
 * What the full app holds for each subject: the console's samples are a few
 * papers, and an empty result says what the app would have given instead.
 * Philosophy is taught in Terminale only. Keep in step with the app's catalogue.
 */
export const APP_LIBRARY: Readonly<Record<Subject, SubjectLibrary>> = {
  Mathematics: { documents: 180, levels: 'lycee' },
  Physics: { documents: 140, levels: 'lycee' },
  Chemistry: { documents: 120, levels: 'lycee' },
  Biology: { documents: 110, levels: 'lycee' },
  Literature: { documents: 90, levels: 'lycee' },
  Philosophy: { documents: 40, levels: 'terminale' },
  History: { documents: 80, levels: 'lycee' },
  Geography: { documents: 70, levels: 'lycee' },
};
