import { create } from 'zustand';
import { registerReset } from './resetRegistry';

/** The console's criteria; an empty string means "all". */
export interface DocumentFilters {
  search: string;
  classroom: string;
  subject: string;
  year: string;
}

export const EMPTY_FILTERS: DocumentFilters = { search: '', classroom: '', subject: '', year: '' };

interface ConsoleFiltersState extends DocumentFilters {
  /** 1-based result page. */
  page: number;
  setFilter: (name: keyof DocumentFilters, value: string) => void;
  setPage: (page: number) => void;
  /** Clears the three selects, keeps the search ("Clear filters" when they emptied the table). */
  clearSelects: () => void;
  /** Clears every criterion and goes back to the first page (kiosk reset). */
  reset: () => void;
}

/**
 * Console filters outlive the page, so leaving and coming back keeps them. A store, not
 * part of features/console: the kiosk's counting watches the search box too.
 */
export const useConsoleFilters = create<ConsoleFiltersState>()((set) => ({
  ...EMPTY_FILTERS,
  page: 1,
  setFilter: (name, value) => set({ [name]: value, page: 1 }),
  setPage: (page) => set({ page }),
  clearSelects: () => set({ classroom: '', subject: '', year: '', page: 1 }),
  reset: () => set({ ...EMPTY_FILTERS, page: 1 }),
}));

registerReset(() => useConsoleFilters.getState().reset());
