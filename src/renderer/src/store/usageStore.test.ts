import { emptyDayUsage, type UsageCounts } from '@shared/usageSchema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyUsage, localDayKey } from '../lib/usage/usageReducer';
import {
  browserUsageStorage,
  desktopUsageStorage,
  USAGE_STORAGE_KEY,
  type UsageStorage,
} from '../lib/usage/usageStorage';
import { resetUsageStore, usageSaved, useUsageStore } from './usageStore';

const NOON = new Date(2025, 2, 14, 12).getTime();
const DAY = localDayKey(NOON);

function memoryStorage(initial: unknown) {
  const saved: UsageCounts[] = [];
  let release: (value: unknown) => void = () => undefined;
  const loading = new Promise((resolve) => (release = resolve));
  const storage: UsageStorage = {
    // Once saved, a load reads back the last save.
    load: () => (saved.length ? Promise.resolve(structuredClone(saved.at(-1))) : loading),
    save: (counts) => {
      saved.push(structuredClone(counts));
      return Promise.resolve(true);
    },
  };
  return { storage, saved, finishLoading: () => release(initial) };
}

// attach() keeps only the stored days the kiosk can have counted by now: a fixed
// now (only Date is faked) keeps the planted day whatever the date the tests run.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOON);
});
afterEach(() => {
  vi.useRealTimers();
  resetUsageStore();
  localStorage.clear();
});

describe('usage store', () => {
  it("counts at the kiosk's name and event, beside the days stored before them", async () => {
    const stored: UsageCounts = { format: 1, days: { [DAY]: { ...emptyDayUsage(), sessions: 5 } } };
    const { storage, saved, finishLoading } = memoryStorage(stored);
    const attached = useUsageStore
      .getState()
      .attach(storage, { kiosk: 'stand-a', event: 'foire-yaounde-2026' });
    useUsageStore.getState().record({ type: 'session-start', at: NOON });
    finishLoading();
    await attached;
    useUsageStore.getState().record({ type: 'session-start', at: NOON });
    await usageSaved();
    expect(saved.at(-1)?.days).toEqual({
      [DAY]: { ...emptyDayUsage(), sessions: 5 },
      [`${DAY}/stand-a/foire-yaounde-2026`]: { ...emptyDayUsage(), sessions: 2 },
    });
  });

  it('adds what was counted while loading to the stored counts, then saves', async () => {
    const stored: UsageCounts = { format: 1, days: { [DAY]: { ...emptyDayUsage(), sessions: 5 } } };
    const { storage, saved, finishLoading } = memoryStorage(stored);
    const attached = useUsageStore.getState().attach(storage);
    useUsageStore.getState().record({ type: 'session-start', at: NOON });
    expect(saved).toEqual([]); // nothing may overwrite counts not yet read
    finishLoading();
    await attached;
    expect(useUsageStore.getState().counts.days[DAY]?.sessions).toBe(6);
    useUsageStore.getState().record({ type: 'search', at: NOON });
    await usageSaved();
    expect(saved.at(-1)?.days[DAY]).toMatchObject({ sessions: 6, searches: 1 });
  });

  it('starts from what still makes sense in a corrupt store', async () => {
    const { storage, finishLoading } = memoryStorage({ days: { [DAY]: { sessions: 2, qr: 'x' } } });
    finishLoading();
    await useUsageStore.getState().attach(storage);
    expect(useUsageStore.getState().counts).toEqual({
      format: 1,
      days: { [DAY]: { ...emptyDayUsage(), sessions: 2 } },
    });
  });

  it('clears everything and saves the empty store', async () => {
    const { storage, saved, finishLoading } = memoryStorage(null);
    finishLoading();
    await useUsageStore.getState().attach(storage);
    useUsageStore.getState().record({ type: 'session-start', at: NOON });
    useUsageStore.getState().clear();
    await usageSaved();
    expect(useUsageStore.getState().counts).toEqual(emptyUsage());
    expect(saved.at(-1)).toEqual(emptyUsage());
  });
});

/** One storage two tabs share: what is in it is what the last save wrote (or the other tab did). */
function sharedStorage(initial: UsageCounts | null) {
  let stored: unknown = structuredClone(initial);
  let full = false;
  const storage: UsageStorage = {
    load: () => Promise.resolve(structuredClone(stored)),
    save: (counts) => {
      if (full) return Promise.resolve(false);
      stored = structuredClone(counts);
      return Promise.resolve(true);
    },
  };
  return {
    storage,
    stored: () => stored as UsageCounts | null,
    /** The other tab saves: its own sessions added to what it read. */
    otherTabCounts: (sessions: number) => {
      const counts = structuredClone(stored) as UsageCounts;
      const day = counts.days[DAY] ?? emptyDayUsage();
      counts.days[DAY] = { ...day, sessions: day.sessions + sessions };
      stored = counts;
    },
    fill: (isFull: boolean) => (full = isFull),
  };
}

const sessionsStored = (counts: UsageCounts | null): number | undefined =>
  counts?.days[DAY]?.sessions;

describe('usage store beside another tab of the same kiosk', () => {
  it('adds its counts to what the other tab saved instead of writing over them', async () => {
    const shared = sharedStorage(null);
    await useUsageStore.getState().attach(shared.storage);
    for (let i = 0; i < 5; i += 1) {
      useUsageStore.getState().record({ type: 'session-start', at: NOON });
      await usageSaved();
      shared.otherTabCounts(1);
    }
    expect(sessionsStored(shared.stored())).toBe(10);
    // What this tab shows takes the other tab's counts in at its next save.
    expect(useUsageStore.getState().counts.days[DAY]?.sessions).toBe(9);
  });

  it('clearing clears what the other tab saved too', async () => {
    const shared = sharedStorage({
      format: 1,
      days: { [DAY]: { ...emptyDayUsage(), sessions: 3 } },
    });
    await useUsageStore.getState().attach(shared.storage);
    shared.otherTabCounts(2);
    useUsageStore.getState().clear();
    await usageSaved();
    expect(shared.stored()).toEqual(emptyUsage());
  });
});

describe('usage store cleared while a save reads the stored counts', () => {
  it('does not bring the cleared counts back', async () => {
    const shared = sharedStorage({
      format: 1,
      days: { [DAY]: { ...emptyDayUsage(), sessions: 3 } },
    });
    await useUsageStore.getState().attach(shared.storage);
    useUsageStore.getState().record({ type: 'search', at: NOON }); // a save starts: it reads first
    useUsageStore.getState().clear(); // staff clear before that read is back
    useUsageStore.getState().record({ type: 'session-start', at: NOON });
    await usageSaved();
    expect(sessionsStored(shared.stored())).toBe(1);
    expect(shared.stored()?.days[DAY]?.searches).toBe(0);
    expect(useUsageStore.getState().counts.days[DAY]?.sessions).toBe(1);
  });
});

describe('usage store when a save fails', () => {
  it('says so (staff are warned), keeps what it could not save, and saves it once it can', async () => {
    const shared = sharedStorage(null);
    await useUsageStore.getState().attach(shared.storage);
    expect(useUsageStore.getState().unsaved).toBe(false);
    shared.fill(true);
    useUsageStore.getState().record({ type: 'session-start', at: NOON });
    useUsageStore.getState().record({ type: 'session-start', at: NOON });
    await usageSaved();
    expect(useUsageStore.getState().unsaved).toBe(true);
    expect(useUsageStore.getState().counts.days[DAY]?.sessions).toBe(2);
    shared.fill(false);
    useUsageStore.getState().record({ type: 'search', at: NOON });
    await usageSaved();
    expect(useUsageStore.getState().unsaved).toBe(false);
    expect(shared.stored()?.days[DAY]).toMatchObject({ sessions: 2, searches: 1 });
  });
});

describe('usage storage', () => {
  it('in a browser: localStorage, surviving a reload; a corrupt value reads as nothing', async () => {
    const storage = browserUsageStorage();
    expect(await storage.load()).toBeNull();
    const counts: UsageCounts = { format: 1, days: { [DAY]: emptyDayUsage() } };
    await storage.save(counts);
    expect(await browserUsageStorage().load()).toEqual(counts);
    localStorage.setItem(USAGE_STORAGE_KEY, '{"format":1,');
    expect(await storage.load()).toBeNull();
  });

  it('in a browser: a full or disabled storage never throws, and says the save failed', async () => {
    const broken = browserUsageStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(await broken.load()).toBeNull();
    await expect(broken.save(emptyUsage())).resolves.toBe(false);
    const full = browserUsageStorage(
      () =>
        ({
          getItem: () => null,
          setItem: () => {
            throw new DOMException('full', 'QuotaExceededError');
          },
        }) as unknown as Storage,
    );
    await expect(full.save(emptyUsage())).resolves.toBe(false);
    await expect(browserUsageStorage().save(emptyUsage())).resolves.toBe(true);
  });

  it('in the shell: through the preload, and a failed call never throws', async () => {
    const api = {
      readUsageCounts: vi.fn(() => Promise.resolve({ format: 1, days: {} })),
      writeUsageCounts: vi.fn(() => Promise.resolve(true)),
      usageCountsSetAside: vi.fn(() => Promise.resolve(['usage-counts.json.corrupt-1'])),
      onStaffViewRequest: vi.fn(() => () => undefined),
    };
    const storage = desktopUsageStorage(api);
    expect(await storage.setAside?.()).toEqual(['usage-counts.json.corrupt-1']);
    api.usageCountsSetAside.mockRejectedValueOnce(new Error('gone'));
    expect(await storage.setAside?.()).toEqual([]);
    expect(await storage.load()).toEqual({ format: 1, days: {} });
    await expect(storage.save(emptyUsage())).resolves.toBe(true);
    expect(api.writeUsageCounts).toHaveBeenCalledWith(emptyUsage());
    api.readUsageCounts.mockRejectedValueOnce(new Error('gone'));
    api.writeUsageCounts.mockRejectedValueOnce(new Error('gone'));
    expect(await storage.load()).toBeNull();
    await expect(storage.save(emptyUsage())).resolves.toBe(false);
    api.writeUsageCounts.mockResolvedValueOnce(false); // main refused or could not write
    await expect(storage.save(emptyUsage())).resolves.toBe(false);
  });
});

describe('a browser storage running out of room', () => {
  it('is told to staff while saves still land, before one is refused', async () => {
    // A quota the counts fit in, with less than USAGE_HEADROOM_CHARS to spare.
    const items = new Map<string, string>();
    const quota = 20_000;
    const storage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => {
        const used = [...items].reduce((sum, [k, v]) => (k === key ? sum : sum + v.length), 0);
        if (used + value.length > quota) throw new DOMException('full', 'QuotaExceededError');
        items.set(key, value);
      },
      removeItem: (key: string) => void items.delete(key),
    } as unknown as Storage;
    await useUsageStore.getState().attach(browserUsageStorage(() => storage));
    useUsageStore.getState().record({ type: 'session-start', at: NOON });
    await usageSaved();
    expect(useUsageStore.getState()).toMatchObject({ unsaved: false, lowOnRoom: true });
    expect(items.get(USAGE_STORAGE_KEY)).toContain('"sessions":1');
    expect([...items.keys()]).toEqual([USAGE_STORAGE_KEY]); // the probe leaves nothing behind
  });

  it('says nothing when there is room', async () => {
    await useUsageStore.getState().attach(browserUsageStorage());
    useUsageStore.getState().record({ type: 'session-start', at: NOON });
    await usageSaved();
    expect(useUsageStore.getState()).toMatchObject({ unsaved: false, lowOnRoom: false });
  });
});
