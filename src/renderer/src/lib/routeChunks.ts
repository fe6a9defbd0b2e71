import type { Locale } from '@shared/locales';
import { ROUTE_CHUNKS_FILE } from '@shared/pageMeta';
import { routePathOfHash } from '@shared/routes';
import { replacesLanding } from './splashHold';

/**
 * A deep link to a split page (`#/console`): its chunks start loading beside
 * the app's own files, named by the build in ROUTE_CHUNKS_FILE (tooling/chunks/
 * routeChunks.ts), instead of once the entry runs, after the libraries. On 2G
 * that is a round trip and 20 KB earlier. A French page's copy too (`fr`), which
 * the app awaits before it renders. Not offline, nor under the offline
 * worker, whose cache answers the entry at once. Best effort: a missing or odd
 * file changes nothing; the entry asks for the page as before.
 */
export function preloadRouteChunks(
  view: Window,
  siteRoot: string,
  hash: string,
  locale?: Locale,
): void {
  // Any route but the landing page's: the table lists the split pages (the page stays light
  // without a copy of their list; an unknown route finds nothing in it).
  if (!replacesLanding(hash) || typeof view.fetch !== 'function') return;
  if (!view.navigator.onLine || view.navigator.serviceWorker?.controller) return;
  view
    .fetch(siteRoot + ROUTE_CHUNKS_FILE)
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
    .then((table) => {
      const path = routePathOfHash(hash);
      if (table === null || typeof table !== 'object') return;
      const listed = (key: string): unknown[] => {
        const files = (table as Record<string, unknown>)[key];
        return Array.isArray(files) ? (files as unknown[]) : [];
      };
      preloadModules(view.document, siteRoot, [...listed(path), ...(locale ? listed(locale) : [])]);
    })
    .catch(() => undefined);
}

/** A modulepreload for each chunk file not preloaded yet (the entry may have asked first). */
function preloadModules(doc: Document, siteRoot: string, files: readonly unknown[]): void {
  const linked = new Set([...doc.querySelectorAll('link')].map((link) => link.href));
  for (const file of files) {
    if (typeof file !== 'string' || !/^assets\/[\w.-]+\.js$/.test(file)) continue;
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = siteRoot + file;
    if (linked.has(link.href)) continue;
    doc.head.append(link);
  }
}
