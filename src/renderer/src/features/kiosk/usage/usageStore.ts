import type { UsageCounts } from '@shared/usageSchema';
import { create } from 'zustand';
import {
  countUsage,
  emptyUsage,
  NO_PLACE,
  normalizeUsage,
  type KioskPlace,
  type UsageEvent,
} from './usageReducer';
import type { UsageStorage } from './usageStorage';

interface UsageState {
  counts: UsageCounts;
  /** True once the stored counts are in; until then events wait, so nothing overwrites them. */
  loaded: boolean;
  /** This kiosk's name and event: where its counts land, beside the day. */
  place: KioskPlace;
  /** Loads the stored counts, adds what was counted meanwhile, and saves from then on. */
  attach: (storage: UsageStorage, place?: KioskPlace) => Promise<void>;
  record: (event: UsageEvent) => void;
  /** Staff's "clear all counts". */
  clear: () => void;
}

let storage: UsageStorage | null = null;
let waiting: UsageEvent[] = [];
let saving: Promise<void> | null = null;
let dirty = false;

/** Saves the latest counts; saves asked for while one runs become one more, in order. */
function save(counts: () => UsageCounts): void {
  dirty = true;
  if (saving || !storage) return;
  const target = storage;
  saving = (async () => {
    while (dirty) {
      dirty = false;
      await target.save(counts());
    }
    saving = null;
  })();
}

/**
 * The kiosk's usage counts. Deliberately not in the reset registry: they
 * outlive every idle reset, and only staff clear them.
 */
export const useUsageStore = create<UsageState>()((set, get) => ({
  counts: emptyUsage(),
  loaded: false,
  place: NO_PLACE,
  async attach(next, place = NO_PLACE) {
    storage = next;
    set({ place });
    const stored = normalizeUsage(await next.load(), Date.now());
    const counts = waiting.reduce((sum, event) => countUsage(sum, event, get().place), stored);
    waiting = [];
    set({ counts, loaded: true });
    save(() => get().counts);
  },
  record(event) {
    if (!get().loaded) waiting.push(event);
    set((state) => ({ counts: countUsage(state.counts, event, state.place) }));
    if (get().loaded) save(() => get().counts);
  },
  clear() {
    waiting = [];
    set({ counts: emptyUsage() });
    if (get().loaded) save(() => get().counts);
  },
}));

/** Resolves when every save asked for so far is done (tests). */
export function usageSaved(): Promise<void> {
  return saving ?? Promise.resolve();
}
