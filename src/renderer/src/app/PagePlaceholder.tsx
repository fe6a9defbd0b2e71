/**
 * What a deep link to a split page (`#/console`) shows while its chunk loads
 * on first start (Layout's Suspense fallback): an empty block a screen
 * tall, so the footer stays below the fold and nothing jumps when the page
 * arrives. Usually the splash still covers it.
 */
export function PagePlaceholder() {
  return <div className="page-placeholder" />;
}
