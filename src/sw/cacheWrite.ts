/**
 * How the worker writes to its caches. A write can be refused (the site's
 * storage full on a phone with a nearly full disk: QuotaExceededError), and
 * a refused write must never cost the visitor the answer the network gave
 * (review R5-01: online, every page read "You are offline"). And a page is
 * kept as its own answer, never as the redirect that led to it: Chromium
 * refuses a redirected answer for a navigation (issue 61: Cloudflare Pages
 * answers `privacy-policy/index.html` with a 308 to `privacy-policy/`).
 */

/** Keeps `response` under `key`, or nothing when the cache refuses it; says which. */
export async function putQuietly(cache: Cache, key: string, response: Response): Promise<boolean> {
  try {
    await cache.put(key, response);
    return true;
  } catch {
    return false;
  }
}

/**
 * `response` as an answer of its own, as Workbox's copyResponse makes it: the
 * same body, status and headers, without the redirect that brought it.
 */
export function withoutRedirect(response: Response): Response {
  if (!response.redirected) return response;
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}
