/**
 * Reloads the renderer after a crash or a hang. The first failure reloads at
 * once; repeated failures within a minute wait longer each time (1 s, 5 s,
 * 30 s, then every 60 s), so a page that crashes on load does not spin.
 */
export const BACKOFF_MS = [0, 1_000, 5_000, 30_000, 60_000] as const;
export const CRASH_WINDOW_MS = 60_000;

export interface CrashRecoveryDeps {
  reload: () => void;
  now: () => number;
  schedule: (callback: () => void, ms: number) => unknown;
}

export interface CrashRecovery {
  /** Records a failure and schedules a reload; returns the delay used. */
  onFailure: () => number;
  /** Recent failures counted for the backoff. */
  recentFailures: () => number;
}

export function createCrashRecovery(deps: CrashRecoveryDeps): CrashRecovery {
  let failures: number[] = [];
  let pending = false;
  return {
    onFailure() {
      const now = deps.now();
      failures = [...failures.filter((time) => now - time < CRASH_WINDOW_MS), now];
      const delay = BACKOFF_MS[Math.min(failures.length - 1, BACKOFF_MS.length - 1)] ?? 60_000;
      if (!pending) {
        pending = true;
        deps.schedule(() => {
          pending = false;
          deps.reload();
        }, delay);
      }
      return delay;
    },
    recentFailures: () => failures.length,
  };
}
