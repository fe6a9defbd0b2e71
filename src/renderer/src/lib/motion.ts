export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/**
 * Scrolls a landing section into view, smoothly unless the visitor prefers
 * less motion or the caller jumps; false when the section is not on the page.
 */
export function scrollToSection(id: string, behavior?: 'instant'): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const motion = prefersReducedMotion() ? 'auto' : 'smooth';
  target.scrollIntoView({ behavior: behavior ?? motion, block: 'start' });
  return true;
}
