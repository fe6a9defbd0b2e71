/**
 * Which deployment a landing page and the running app come from. The page
 * names the app's files in its `app-entry` meta (tooling/prerender/appEntry.ts):
 * the entry, whose name never changes (src/shared/pageMeta.ts), then the
 * first-view chunks, whose names change with their code. A page read across
 * a deploy (no service worker keeps the two together) gets the new entry,
 * which would run over markup and a stylesheet that are not its own. This
 * module is bundled into the first-view `app` chunk
 * (tooling/chunks/stableChunkNames.ts), so its own URL names this deployment.
 */
import { appEntryUrls } from './appEntry';

/** The URL of the chunk this code runs from: the app's first view, in this deployment. */
export const FIRST_VIEW_CHUNK_URL: string = import.meta.url;

/** Whether the page names another deployment's app than the one running (false on a page that names none). */
export function fromAnotherDeployment(doc: Document, siteRoot: string, chunkUrl: string): boolean {
  const named = appEntryUrls(doc, siteRoot).map((url) => new URL(url, doc.baseURI).href);
  return named.length > 1 && !named.includes(chunkUrl);
}
