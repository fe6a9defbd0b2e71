/**
 * A page's title in the browser's tab, one format for the prerendered page and
 * the running app: the landing page leads with the brand (what a search result
 * and a bookmark show first), every other page with its own name.
 */
export function documentTitle(page: string, title: string, brand: string): string {
  return page === 'home' ? `${brand} · ${title}` : `${title} · ${brand}`;
}
