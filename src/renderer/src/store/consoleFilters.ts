import { create } from 'zustand';
import { EMPTY_FILTERS, type DocumentFilters } from '../features/console/filterDocuments';

interface ConsoleFiltersState extends DocumentFilters {
  /** 1-based result page. */
  page: number;
  setFilter: (name: keyof DocumentFilters, value: string) => void;
  setPage: (page: number) => void;
  clear: () => void;
  reset: () => void;
}

/** Console filters outlive the page, so leaving and coming back keeps them. */
export const useConsoleFilters = create<ConsoleFiltersState>()((set) => {
  const clear = (): void => set({ ...EMPTY_FILTERS, page: 1 });
  return {
    ...EMPTY_FILTERS,
    page: 1,
    setFilter: (name, value) => set({ [name]: value, page: 1 }),
    setPage: (page) => set({ page }),
    clear,
    reset: clear,
  };
});
