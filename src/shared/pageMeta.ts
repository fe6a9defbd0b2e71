/**
 * The meta tags the build writes into the landing pages (tooling/prerender/appEntry.ts)
 * and the boot script reads (src/renderer/src/lib): one name each, here.
 */

/** Names the app's files, site-root relative, entry first (lib/appEntry.ts loads them when needed). */
export const APP_ENTRY_META = 'app-entry';
/** Names the site's service worker when the build has one (lib/offlineCopy.ts registers it). */
export const SERVICE_WORKER_META = 'service-worker';
