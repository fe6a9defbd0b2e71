/**
 * The landing pages do not load the app by themselves: the prerendered page
 * works without it (native disclosures, links, the checkbox menu), and on 2G
 * the entry's 115 KB would hold the link for a minute the visitor may never
 * need. Vite's entry script and module preloads leave the page; in their
 * place a `<meta name="app-entry">` names them, site-root relative, entry
 * first, and the boot script loads them when the app is needed
 * (src/renderer/src/lib/appEntry.ts): at once on a deep link or a kiosk, on
 * the way to an app route, offline, or at a first click on a fast link. When the build
 * has a service worker, a second meta names it: the boot script registers it
 * (src/renderer/src/lib/offlineCopy.ts), so a visitor who never needs the app
 * still gets the offline copy.
 */
import { APP_ENTRY_META, SERVICE_WORKER_META } from '../../src/shared/pageMeta';

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="\.\/([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="\.\/([^"]+)">/g;
const VIEWPORT = '<meta name="viewport"';

/**
 * index.html without its entry script and preloads, which a meta before the
 * boot script names; with the service worker's meta when `serviceWorker` names one.
 */
export function deferAppEntry(html: string, serviceWorker: string | null): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry?.[1]) throw new Error('Prerender: index.html has no module entry script to defer.');
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  const at = html.indexOf(VIEWPORT);
  if (at === -1) throw new Error('Prerender: index.html lost its viewport meta.');
  const files = [entry[1], ...preloads].join(' ');
  // Before the viewport meta, so before the boot script, which reads it as it runs.
  const worker = serviceWorker
    ? `<meta name="${SERVICE_WORKER_META}" content="${serviceWorker}" />\n    `
    : '';
  const withMeta = `${html.slice(0, at)}<meta name="${APP_ENTRY_META}" content="${files}" />\n    ${worker}${html.slice(at)}`;
  return withMeta.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
}
