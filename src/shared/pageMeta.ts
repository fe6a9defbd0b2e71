/**
 * The meta tags the build writes into the landing pages (tooling/prerender/appEntry.ts)
 * and the boot script reads (src/renderer/src/lib): one name each, here.
 */

/** Names the app's files, site-root relative, entry first (lib/appEntry.ts loads them when needed). */
export const APP_ENTRY_META = 'app-entry';
/** Names the site's service worker when the build has one (lib/offlineCopy.ts registers it). */
export const SERVICE_WORKER_META = 'service-worker';

/**
 * The website's entry script, at the site's root under a name that never
 * changes: the landing pages name it (APP_ENTRY_META), so a deploy that
 * renames only a lazy chunk leaves them byte for byte the same, and a
 * returning visitor's worker refetches the entry (4 KB) and the chunk, not
 * both language pages (24 KB each). Outside assets/, it is revalidated, never
 * cached as immutable (tooling/hosting).
 */
export const APP_ENTRY_FILE = 'start.js';

/**
 * Beside the entry, the chunks of each split page (`{"/console": ["assets/ConsolePage-….js", …]}`),
 * written by the website build (tooling/chunks/routeChunks.ts): a deep link's boot script
 * preloads its page's chunks beside the app's own files (lib/routeChunks.ts), where the entry
 * would ask for them only once the libraries have arrived. Revalidated, like the entry.
 */
export const ROUTE_CHUNKS_FILE = 'routes.json';
