import type { WorkboxPlugin } from 'workbox-core';
import { mimeTypeOf } from '@shared/mimeTypes';

/** Types hosts also send for the same file; the site's own are in shared/mimeTypes. */
const ALSO_ACCEPTED: Record<string, readonly string[]> = {
  'text/javascript': ['application/javascript', 'application/x-javascript'],
  'application/manifest+json': ['application/json'],
};

/** Whether `contentType` (a header, parameters and all) can be the file at `path`. */
export function typeFits(path: string, contentType: string | null): boolean {
  const expected = mimeTypeOf(path.endsWith('/') ? `${path}index.html` : path);
  if (expected === null || contentType === null) return true;
  const essence = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return essence === expected || (ALSO_ACCEPTED[expected]?.includes(essence) ?? false);
}

/**
 * A whole, same-origin answer of the type its file should have: what the
 * run-time caches (runTimeCache.ts, pages.ts) keep. A login page in place of
 * a kiosk chunk still reaches the page (which fails and retries), but is not
 * served from the cache on every later visit.
 */
export const keepable = (request: Request | string, response: Response): boolean =>
  response.ok &&
  response.type === 'basic' &&
  typeFits(
    new URL(typeof request === 'string' ? request : request.url).pathname,
    response.headers.get('Content-Type'),
  );

/**
 * A precache answer of the wrong type is not kept: a Wi-Fi login page, or a
 * host's landing page served for a file it lacks (200 text/html for
 * `VideosPage-*.js`), would otherwise be served cache-first on every visit
 * until a new worker took over. Refused, the install fails and the browser
 * tries it again at a later visit.
 */
export const refuseWrongType = {
  cacheWillUpdate: ({ request, response }: { request: Request; response: Response }) =>
    Promise.resolve(
      typeFits(new URL(request.url).pathname, response.headers.get('Content-Type'))
        ? response
        : null,
    ),
} satisfies WorkboxPlugin;
