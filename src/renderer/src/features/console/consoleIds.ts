import type { SelectValues } from './searchMatch';

/** The search field's id, and each select's: the empty state's resets send focus there. */
export const CONSOLE_SEARCH_ID = 'console-search';
export const filterId = (name: keyof SelectValues): string => `console-${name}`;
/** The button that unfolds the selects on a phone, and what it unfolds. */
export const FILTERS_TOGGLE_ID = 'console-filters-toggle';
export const FILTERS_ID = 'console-filters';
