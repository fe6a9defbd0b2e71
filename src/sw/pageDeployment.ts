/**
 * Whether a language page belongs to this worker's deployment. The worker
 * keeps the page the visitor loaded (pages.ts), on a first install from the
 * browser's cache; but the landing page may register the worker hours after
 * it loaded (on Save-Data or 2G it waits for a faster link: lib/offlineCopy.ts),
 * and a deployment in between left the worker serving the previous page with
 * its own code until the next deploy: an extra reload on every visit, the old
 * first-view chunk missing, the old copy on screen. So a page is kept only as
 * this deployment built it: the build writes each language page's SHA-256
 * into the worker's list (serviceWorkerBuild.ts).
 *
 * A host that rewrites pages as it serves them (e-mail obfuscation, injected
 * analytics) never matches a digest. There, the page the server answers now is
 * taken when the code and style it names (`assets/app-….js`, `assets/index-….css`)
 * are all this deployment's files: a page of another deployment names others,
 * unless the two differ in markup only.
 */
import { urlOf, type ManifestEntry } from './precacheGroups';

/** What this worker's build says its language pages are. */
export interface Deployment {
  /** The SHA-256 of each language page as built, in base64. */
  readonly pages: ReadonlySet<string>;
  /** Every file of the build's list, as an absolute URL. */
  readonly files: ReadonlySet<string>;
  readonly scope: URL;
}

export function deploymentOf(manifest: readonly ManifestEntry[], scope: URL): Deployment {
  const pages = new Set<string>();
  const files = new Set<string>();
  for (const entry of manifest) {
    files.add(new URL(urlOf(entry), scope).href);
    if (typeof entry !== 'string' && entry.sha256 !== undefined) pages.add(entry.sha256);
  }
  return { pages, files, scope };
}

/**
 * How a page relates to this deployment: `built`, one of its pages byte for
 * byte; `names-its-files`, a page that names only its code and style (a host's
 * rewritten copy, or a page that changed in markup only); `other`.
 */
export type PageMatch = 'built' | 'names-its-files' | 'other';

/** The build's code and style a page names, from the site's root: `assets/app-B87V-x7h.js`. */
const CODE_AND_STYLE = /\bassets\/[\w.-]+\.(?:js|css)\b/g;

export async function matchPage(response: Response, deployment: Deployment): Promise<PageMatch> {
  const bytes = await response.clone().arrayBuffer();
  if (deployment.pages.has(await sha256(bytes))) return 'built';
  const named = new TextDecoder().decode(bytes).match(CODE_AND_STYLE) ?? [];
  const ours = (file: string): boolean =>
    deployment.files.has(new URL(file, deployment.scope).href);
  return named.length > 0 && named.every(ours) ? 'names-its-files' : 'other';
}

/** `bytes`' SHA-256 in base64, as the build writes it (Node's `digest('base64')`). */
export async function sha256(bytes: BufferSource): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return btoa(String.fromCharCode(...digest));
}
