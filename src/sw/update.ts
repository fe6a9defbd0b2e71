/**
 * When a new deployment takes over without anyone choosing it. The app offers
 * a waiting version ("A new version is available · Reload") and a kiosk takes
 * it at its idle reset, both by posting SKIP_WAITING. A reader of the landing
 * page who never needs the app never starts it, so nothing offered them the
 * new version, and a reload kept the old one (the tab stays the old worker's
 * client while the next page loads): they stayed on it, visit after visit,
 * while that tab was open.
 *
 * Their page, as it starts, tells the worker serving it that it is a landing
 * page without the app (lib/offlineCopy.ts, LANDING_WITHOUT_APP), and the rule
 * is the simplest safe one: the next version takes over when that page is the
 * site's only window. No app tab then shows the offer or holds unsaved work,
 * and no kiosk waits for its idle reset. The page keeps what it shows (should
 * the app start there, it reloads into the new version: lib/deployment.ts);
 * the reader's next visit gets the new deployment. A version found during
 * the visit is taken at the next one.
 */
import { SKIP_WAITING } from '@shared/webApp';

/** A window as the worker sees it (a WindowClient): enough to tell which it is and where. */
export interface SiteWindow {
  readonly id: string;
  readonly url: string;
}

/** Whether a new version may take over for `sender`, a landing page, among the origin's `windows`. */
export function takesOverFor(
  sender: SiteWindow | null,
  windows: readonly SiteWindow[],
  scope: URL,
): boolean {
  const site = windows.filter((window) => window.url.startsWith(scope.href));
  return (
    sender !== null &&
    new URL(sender.url).searchParams.get('kiosk') !== '1' &&
    site.length === 1 &&
    site[0]?.id === sender.id
  );
}

/** Another version of the worker, as this one sees it. */
interface NextWorker {
  postMessage: (message: unknown) => void;
}

/** What updateForLanding reads of the worker's global scope. */
export interface WorkerScope {
  readonly registration: {
    readonly waiting: NextWorker | null;
    readonly installing: NextWorker | null;
  };
  readonly clients: {
    matchAll: (options: {
      type: 'window';
      includeUncontrolled: true;
    }) => Promise<readonly SiteWindow[]>;
  };
}

/**
 * The worker serving `sender`, a landing page without the app, tells the next
 * version to take over (SKIP_WAITING) when takesOverFor says so: one waiting,
 * or still installing, which then takes over once installed.
 */
export async function updateForLanding(
  worker: WorkerScope,
  sender: SiteWindow | null,
  scope: URL,
): Promise<void> {
  const next = worker.registration.waiting ?? worker.registration.installing;
  if (!next) return;
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (takesOverFor(sender, windows, scope)) next.postMessage({ type: SKIP_WAITING });
}
