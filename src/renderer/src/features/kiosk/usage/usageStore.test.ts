import { emptyDayUsage, type UsageCounts } from '@shared/usageSchema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyUsage, localDayKey, NO_PLACE } from './usageReducer';
import {
  browserUsageStorage,
  desktopUsageStorage,
  USAGE_STORAGE_KEY,
  type UsageStorage,
} from './usageStorage';
import { usageSaved, useUsageStore } from './usageStore';

const NOON = new Date(2025, 2, 14, 12).getTime();
const DAY = localDayKey(NOON);

function memoryStorage(initial: unknown) {
  const saved: UsageCounts[] = [];
  let release: (value: unknown) => void = () => undefined;
  const loading = new Promise((resolve) => (release = resolve));
  const storage: UsageStorage = {
    load: () => loading,
    save: (counts) => {
      saved.push(structuredClone(counts));
      return Promise.resolve();
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
  useUsageStore.setState({ counts: emptyUsage(), loaded: false, place: NO_PLACE });
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

  it('in a browser: a full or disabled storage never throws', async () => {
    const broken = browserUsageStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(await broken.load()).toBeNull();
    await expect(broken.save(emptyUsage())).resolves.toBeUndefined();
  });

  it('in the shell: through the preload, and a failed call never throws', async () => {
    const api = {
      readUsageCounts: vi.fn(() => Promise.resolve({ format: 1, days: {} })),
      writeUsageCounts: vi.fn(() => Promise.resolve(true)),
      onStaffViewRequest: vi.fn(() => () => undefined),
    };
    const storage = desktopUsageStorage(api);
    expect(await storage.load()).toEqual({ format: 1, days: {} });
    await storage.save(emptyUsage());
    expect(api.writeUsageCounts).toHaveBeenCalledWith(emptyUsage());
    api.readUsageCounts.mockRejectedValueOnce(new Error('gone'));
    api.writeUsageCounts.mockRejectedValueOnce(new Error('gone'));
    expect(await storage.load()).toBeNull();
    await expect(storage.save(emptyUsage())).resolves.toBeUndefined();
  });
});
