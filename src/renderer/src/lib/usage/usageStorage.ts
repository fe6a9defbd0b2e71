import type { DesktopKioskApi } from '@shared/ipc';
import type { UsageCounts } from '@shared/usageSchema';
import { desktopKioskApi } from '../desktop';

/** Where the counts live between restarts. Neither side throws: counting never breaks the kiosk. */
export interface UsageStorage {
  /** What was stored, unchecked (normalizeUsage makes sense of it); null when nothing was. */
  load: () => Promise<unknown>;
  /** True once stored; false when it could not be (storage full or off, main refused). */
  save: (counts: UsageCounts) => Promise<boolean>;
  /** Stored counts that could not be used and were moved aside (file names); none in a browser. */
  setAside?: () => Promise<readonly string[]>;
  /**
   * False when the next days' counts may no longer fit (a browser's storage
   * nearly full): staff are told before a save is refused.
   */
  roomLeft?: () => boolean;
  /** Calls back when another tab of this browser saved counts; returns the unsubscribe. */
  watch?: (changed: () => void) => () => void;
}

export const USAGE_STORAGE_KEY = 'lyceo.kiosk.usage';
/** Written and removed at once to see whether storage still has room for a few busy days. */
const ROOM_PROBE_KEY = 'lyceo.kiosk.usage.room';
/** A few busy days of counts, as JSON: what must still fit after a save. */
export const USAGE_HEADROOM_CHARS = 32 * 1024;

/** A browser kiosk: this browser profile's localStorage. */
export function browserUsageStorage(
  storage: () => Storage = () => window.localStorage,
): UsageStorage {
  return {
    load: () => {
      try {
        const text = storage().getItem(USAGE_STORAGE_KEY);
        return Promise.resolve(text === null ? null : (JSON.parse(text) as unknown));
      } catch {
        // Corrupt or unreadable: counting starts again, and the next save replaces it.
        return Promise.resolve(null);
      }
    },
    save: (counts) => {
      try {
        storage().setItem(USAGE_STORAGE_KEY, JSON.stringify(counts));
        return Promise.resolve(true);
      } catch {
        // Storage full or disabled: the counts last until the page reloads, and staff are told.
        return Promise.resolve(false);
      }
    },
    roomLeft: () => {
      try {
        storage().setItem(ROOM_PROBE_KEY, 'x'.repeat(USAGE_HEADROOM_CHARS));
        storage().removeItem(ROOM_PROBE_KEY);
        return true;
      } catch {
        return false;
      }
    },
    watch: (changed) => {
      // Fired in every other tab of this origin when one saves (never in the tab that saved).
      const onStorage = (event: StorageEvent): void => {
        if (event.key === USAGE_STORAGE_KEY || event.key === null) changed();
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}

/** The Electron shell: JSON in its user-data folder (usageFile.ts), through main, which validates it. */
export function desktopUsageStorage(api: DesktopKioskApi): UsageStorage {
  return {
    load: () => api.readUsageCounts().catch(() => null),
    save: (counts) =>
      api.writeUsageCounts(counts).then(
        (written) => written,
        () => false,
      ),
    // Main moves an unreadable or corrupt file aside as it reads (main/usageFile.ts).
    setAside: () =>
      Promise.resolve()
        .then(() => api.usageCountsSetAside())
        .catch(() => []),
  };
}

export function usageStorageHere(): UsageStorage {
  const api = desktopKioskApi();
  return api ? desktopUsageStorage(api) : browserUsageStorage();
}
