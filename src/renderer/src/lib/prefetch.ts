let inFlight = 0;

/**
 * Starts loading a chunk nobody waits for yet (a page pointed at, the console's
 * notice once idle). A failure changes nothing: whoever needs the chunk asks
 * again. While one is under way, a failed chunk may be this one's, not a sign
 * of a new deployment (app/staleDeploy.ts).
 */
export function prefetch(load: () => Promise<unknown>): void {
  inFlight += 1;
  load()
    .catch(() => undefined)
    .finally(() => {
      inFlight -= 1;
    });
}

/** Whether a prefetch is under way. */
export function prefetchInFlight(): boolean {
  return inFlight > 0;
}
