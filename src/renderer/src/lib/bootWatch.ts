import { hideSplash } from './splash';
import { claimStaleReloadIn } from './staleReload';

/** How long the app may take to start before the visitor is offered a retry. */
export const BOOT_TIMEOUT_MS = 10_000;

/** Set on <html> by the app's entry when it starts (main.tsx): nothing left to watch. */
export const APP_STARTED = 'data-app-started';
/** Set on <html> while the landing page's boot script is loading the app (lib/appEntry.ts). */
export const APP_REQUESTED = 'data-app-requested';

/** A kiosk's first retry after a failed start; each next one waits twice as long, up to RETRY_MAX_MS. */
export const RETRY_FIRST_MS = 10_000;
export const RETRY_MAX_MS = 300_000;
/** sessionStorage: how many times this tab's kiosk has reloaded for a failed start. */
export const RETRIES_KEY = 'lyceo-boot-retries';

export function retryDelay(retries: number): number {
  return Math.min(RETRY_FIRST_MS * 2 ** retries, RETRY_MAX_MS);
}

/**
 * Watches the app's start from the boot script (src/boot.ts), which runs
 * before the app's entry. When the entry script fails to load (a flaky
 * connection; one a later deployment removed reloads the page instead) or
 * the app has not started BOOT_TIMEOUT_MS after navigation start, a small notice at the bottom says so (index.html's <template
 * id="boot-failed">, with Retry), and the splash goes, so the prerendered page
 * stays readable. A kiosk keeps its splash instead (under it is a page of
 * plain links, a way out), tells staff what to do (<template
 * id="boot-failed-kiosk">, no link) and reloads by itself, waiting longer after
 * each failure. If the app starts after all, the notice goes, and the kiosk's
 * reload with it. `since` is when the app was asked for, in performance.now()
 * time: navigation start (0) for a page that loads it at once, later when the
 * landing page's visitor went where the app is needed. Returns a function that
 * stops watching.
 */
export function watchBoot(
  win: Window,
  kiosk: boolean,
  timeoutMs = BOOT_TIMEOUT_MS,
  since = 0,
): () => void {
  const doc = win.document;
  const html = doc.documentElement;
  const started = (): boolean => html.hasAttribute(APP_STARTED);
  let reload: number | undefined;
  // Storage may be off or full: then every retry waits the first delay.
  const retries = (count?: number): number => {
    try {
      if (count === undefined) return Number(win.sessionStorage.getItem(RETRIES_KEY)) || 0;
      if (count) win.sessionStorage.setItem(RETRIES_KEY, String(count));
      else win.sessionStorage.removeItem(RETRIES_KEY);
    } catch {
      // Nothing to remember with.
    }
    return 0;
  };

  const showNotice = (): void => {
    const template = doc.querySelector<HTMLTemplateElement>(
      kiosk ? 'template#boot-failed-kiosk' : 'template#boot-failed',
    );
    if (!template || started() || doc.getElementById('boot-notice')) return;
    if (!kiosk) hideSplash(doc);
    const notice = doc.createElement('div');
    notice.id = 'boot-notice';
    notice.setAttribute('role', 'alert');
    notice.append(template.content.cloneNode(true));
    notice.querySelector('button')?.addEventListener('click', () => win.location.reload());
    doc.body.append(notice);
    if (kiosk) {
      const count = retries();
      reload = win.setTimeout(() => {
        retries(count + 1);
        win.location.reload();
      }, retryDelay(count));
    }
  };
  // The boot script runs in <head>: on a very slow network the body may still be on its way.
  const fail = (): void => {
    if (doc.body) showNotice();
    else doc.addEventListener('DOMContentLoaded', showNotice, { once: true });
  };
  // A deployment since this page was loaded removed the app it names: the
  // host answers 404 for it, and a reload (once a minute at most) brings the
  // new deployment's page and app, on the route the visitor asked for. A
  // network that fails the check too is the flaky link the notice is for.
  const failOrReload = (src: string): void => {
    win.fetch(src, { method: 'HEAD', cache: 'no-store' }).then((response) => {
      // No sessionStorage, no guard against a loop: the notice instead.
      if (response.status === 404 && claimStaleReloadIn(win)) win.location.reload();
      else fail();
    }, fail);
  };
  // A script that fails to load fires "error" on its element, which does not
  // bubble: only a capturing listener on the window hears it.
  const onError = (event: Event): void => {
    const target = event.target as HTMLScriptElement | null;
    if (target?.tagName !== 'SCRIPT') return;
    if (target.src && 'fetch' in win) failOrReload(target.src);
    else fail();
  };
  win.addEventListener('error', onError, true);
  const timer = win.setTimeout(fail, Math.max(0, since + timeoutMs - win.performance.now()));

  const stop = (): void => {
    win.removeEventListener('error', onError, true);
    win.clearTimeout(timer);
    win.clearTimeout(reload);
    observer.disconnect();
  };
  // The app started, late or after a retry: its notice and planned reload go.
  const observer = new MutationObserver(() => {
    if (!started()) return;
    stop();
    doc.getElementById('boot-notice')?.remove();
    retries(0);
  });
  observer.observe(html, { attributes: true, attributeFilter: [APP_STARTED] });
  return stop;
}
