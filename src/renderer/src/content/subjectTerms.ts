import type { Subject } from './catalogue';

/**
 * What students type for a subject besides the name the table shows: its name
 * in each language (so `histoire` finds History on the English page too) and
 * the short names of the Cameroonian timetable. The console's search finds a
 * subject's documents by any of them.
 */
export const SUBJECT_SEARCH_TERMS: Readonly<Record<Subject, readonly string[]>> = {
  Mathematics: ['Mathematics', 'Mathématiques'],
  Physics: ['Physics', 'Physique', 'PCT'],
  Chemistry: ['Chemistry', 'Chimie', 'PCT'],
  Biology: ['Biology', 'Biologie', 'SVTEEHB'],
  Literature: ['Literature', 'Littérature'],
  Philosophy: ['Philosophy', 'Philosophie'],
  History: ['History', 'Histoire'],
  Geography: ['Geography', 'Géographie'],
};
