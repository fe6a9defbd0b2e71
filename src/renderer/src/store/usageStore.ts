import type { UsageCounts } from '@shared/usageSchema';
import { create } from 'zustand';
import {
  addUsage,
  countUsage,
  emptyUsage,
  NO_PLACE,
  normalizeUsage,
  type KioskPlace,
  type UsageEvent,
} from '../lib/usage/usageReducer';
import type { UsageStorage } from '../lib/usage/usageStorage';

interface UsageState {
  /** What staff see: the stored counts (this tab's and any other's) plus what is not saved yet. */
  counts: UsageCounts;
  /** True once the stored counts are in (the first save read them; every save does). */
  loaded: boolean;
  /** This kiosk's name and event: where its counts land, beside the day. */
  place: KioskPlace;
  /** The last save failed (storage full or off): these counts will not survive a reload. */
  unsaved: boolean;
  /** The last save landed, but storage has little room left: the next ones may not. */
  lowOnRoom: boolean;
  /** Stored counts found unusable and moved aside (the shell's file names): staff are told. */
  setAside: readonly string[];
  /** Loads the stored counts, adds what was counted meanwhile, and saves from then on. */
  attach: (storage: UsageStorage, place?: KioskPlace) => Promise<void>;
  record: (event: UsageEvent) => void;
  /** Staff's "clear all counts". */
  clear: () => void;
}

let storage: UsageStorage | null = null;
let stopWatching: (() => void) | null = null;
/** Counted here since the last save that landed: what the next save adds to the stored counts. */
let pending: UsageCounts = emptyUsage();
/** Staff cleared the counts: the next save replaces the stored counts instead of adding to them. */
let clearing = false;
/** Bumped by a clear, so a save or a reload begun before it does not bring old counts back. */
let generation = 0;
let saving: Promise<void> | null = null;
let dirty = false;

/**
 * What is stored now, read afresh: another tab of this kiosk (same browser
 * profile) may have saved since. Adding to it, rather than writing this tab's
 * whole copy over it, is what keeps both tabs' counts.
 */
async function storedBase(target: UsageStorage): Promise<UsageCounts> {
  return clearing ? emptyUsage() : normalizeUsage(await target.load());
}

/** One save: the stored counts plus this tab's pending ones. */
async function saveOnce(target: UsageStorage): Promise<void> {
  const started = generation;
  const base = await storedBase(target);
  // Cleared while reading: the clear asked for a save of its own, which follows this one.
  if (generation !== started) return;
  const replacing = clearing;
  const batch = pending;
  pending = emptyUsage();
  clearing = false;
  const next = addUsage(base, batch);
  const saved = await target.save(next);
  // Read as the counts were: a file the shell could not read is moved aside then.
  const setAside = (await target.setAside?.()) ?? [];
  // Cleared while writing: the clear's own save replaces what this one wrote.
  if (generation !== started) return;
  const lowOnRoom = saved && target.roomLeft?.() === false;
  useUsageStore.setState({ counts: addUsage(next, pending), unsaved: !saved, lowOnRoom, setAside });
  if (!saved) {
    // Kept for the next try: a save that lands later still has them.
    pending = addUsage(batch, pending);
    clearing ||= replacing;
  }
}

/**
 * Saves the latest counts once attached (before, they wait in `pending`);
 * saves asked for while one runs become one more, in order.
 */
function save(): void {
  dirty = true;
  if (saving || !storage) return;
  const target = storage;
  saving = (async () => {
    while (dirty) {
      dirty = false;
      await saveOnce(target);
    }
    saving = null;
  })();
}

/** Another tab saved: show its counts with ours, unless a save (which reads them too) is under way. */
async function refresh(target: UsageStorage): Promise<void> {
  if (saving) return;
  const started = generation;
  const base = await storedBase(target);
  if (generation === started && !saving) {
    useUsageStore.setState({ counts: addUsage(base, pending) });
  }
}

/**
 * The kiosk's usage counts. Deliberately not in the reset registry: they
 * outlive every idle reset, and only staff clear them.
 */
/** What the store holds before anything is loaded, counted or attached. */
const freshUsageState = () => ({
  counts: emptyUsage(),
  loaded: false,
  place: NO_PLACE,
  unsaved: false,
  lowOnRoom: false,
  setAside: [],
});

export const useUsageStore = create<UsageState>()((set, get) => ({
  ...freshUsageState(),
  async attach(next, place = NO_PLACE) {
    storage = next;
    stopWatching?.();
    stopWatching = next.watch?.(() => void refresh(next)) ?? null;
    set({ place });
    save();
    await usageSaved();
    set({ loaded: true });
  },
  record(event) {
    const { place } = get();
    pending = countUsage(pending, event, place);
    set((state) => ({ counts: countUsage(state.counts, event, place) }));
    save();
  },
  clear() {
    generation += 1;
    pending = emptyUsage();
    clearing = true;
    set({ counts: emptyUsage() });
    save();
  },
}));

/** Resolves when every save asked for so far is done (tests). */
export function usageSaved(): Promise<void> {
  return saving ?? Promise.resolve();
}

/** Back to a store with nothing loaded, counted or attached (tests). */
export function resetUsageStore(): void {
  stopWatching?.();
  stopWatching = null;
  storage = null;
  pending = emptyUsage();
  clearing = false;
  generation += 1;
  saving = null;
  dirty = false;
  useUsageStore.setState(freshUsageState());
}
