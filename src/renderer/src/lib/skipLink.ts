/**
 * The skip link: the first Tab's stop on every page, past the top bar to the
 * page's `<main id="main" tabindex="-1">`. Its address is `#main`, which a page
 * without JavaScript follows natively. Where a script runs, the link is
 * followed without changing the address: the hash router would read `#main`
 * as a route, and the landing page's boot script as a reason to load the app.
 */

/** The main landmark's id, the skip link's target. */
export const MAIN_ID = 'main';
/** The skip link's address. */
export const MAIN_HASH = `#${MAIN_ID}`;

/** Moves keyboard focus (and the view) to the main landmark; false when the page has none. */
export function skipToMain(doc: Document): boolean {
  const main = doc.getElementById(MAIN_ID);
  if (!main) return false;
  main.focus();
  return true;
}

/**
 * Before the app runs (the boot script): a click on a skip link focuses the
 * main landmark in place of a hash change. Once the app runs, its SkipLink
 * handles the click first and this stands aside.
 */
export function handleSkipLinks(doc: Document): void {
  doc.addEventListener('click', (event) => {
    if (event.defaultPrevented) return;
    const link = (event.target as Element | null)?.closest?.(`a[href="${MAIN_HASH}"]`);
    if (link && skipToMain(doc)) event.preventDefault();
  });
}
