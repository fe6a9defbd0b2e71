import { hideSplash } from './splash';

/** How long the app may take to start before the visitor is offered a retry. */
export const BOOT_TIMEOUT_MS = 10_000;

/** Set on <html> by the app's entry when it starts (main.tsx): nothing left to watch. */
export const APP_STARTED = 'data-app-started';

/**
 * Watches the app's start from the boot script (src/boot.ts), which runs
 * before the app's entry. When the entry script fails to load (a flaky
 * connection) or the app has not started BOOT_TIMEOUT_MS after navigation
 * start, the splash goes, so the prerendered page stays readable, and a small
 * notice at the bottom (index.html's <template id="boot-failed">) offers Retry.
 * Returns a function that stops watching.
 */
export function watchBoot(win: Window, timeoutMs = BOOT_TIMEOUT_MS): () => void {
  const doc = win.document;
  const showNotice = (): void => {
    const template = doc.querySelector<HTMLTemplateElement>('template#boot-failed');
    if (!template || doc.getElementById('boot-notice')) return;
    if (doc.documentElement.hasAttribute(APP_STARTED)) return;
    hideSplash(doc);
    const notice = doc.createElement('div');
    notice.id = 'boot-notice';
    notice.setAttribute('role', 'alert');
    notice.append(template.content.cloneNode(true));
    notice.querySelector('button')?.addEventListener('click', () => win.location.reload());
    doc.body.append(notice);
  };
  // The boot script runs in <head>: on a very slow network the body may still be on its way.
  const fail = (): void => {
    if (doc.body) showNotice();
    else doc.addEventListener('DOMContentLoaded', showNotice, { once: true });
  };
  // A script that fails to load fires "error" on its element, which does not
  // bubble: only a capturing listener on the window hears it.
  const onError = (event: Event): void => {
    if ((event.target as Element | null)?.tagName === 'SCRIPT') fail();
  };
  win.addEventListener('error', onError, true);
  const timer = win.setTimeout(fail, Math.max(0, timeoutMs - win.performance.now()));
  return () => {
    win.removeEventListener('error', onError, true);
    win.clearTimeout(timer);
  };
}
