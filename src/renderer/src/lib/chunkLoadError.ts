/**
 * Whether `error` is a page's code that did not arrive (a lazy chunk's import
 * failed), as each engine words it: Chromium "Failed to fetch dynamically
 * imported module", Firefox "error loading dynamically imported module",
 * Safari "Importing a module script failed"; or its stylesheet did not (Vite's
 * preload helper: "Unable to preload CSS for …"). Its message names a file, which
 * means nothing to a visitor: the error view says what happened instead.
 */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|importing a module script failed|unable to preload css/i.test(
      error.message,
    )
  );
}
