/**
 * Every store registers how to return to its start. The kiosk idle reset and
 * the tests call them all without this layer knowing any feature's store: a
 * feature's store lives in its feature and registers itself when its chunk
 * loads (until then it is at its start anyway).
 */
const resets = new Set<() => unknown>();

export function registerReset(reset: () => unknown): void {
  resets.add(reset);
}

/** Returns every loaded store to its start. */
export function resetAllStores(): void {
  for (const reset of resets) void reset();
}
