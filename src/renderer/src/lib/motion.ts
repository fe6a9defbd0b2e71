export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/**
 * Set on <html> once every landing section has been laid out: they render as
 * they near the screen (`content-visibility: auto`, styles/_site.scss), and
 * until then stand in at a guessed height.
 */
export const SECTIONS_LAID_OUT = 'data-sections-laid-out';

/**
 * Scrolls a landing section into view, smoothly unless the visitor prefers
 * less motion or the caller jumps; false when the section is not on the page.
 * The sections are laid out first: a smooth scroll past stand-ins would end
 * where the target was before those it passed took their real height.
 */
export function scrollToSection(id: string, behavior?: 'instant'): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  document.documentElement.setAttribute(SECTIONS_LAID_OUT, '');
  const motion = prefersReducedMotion() ? 'auto' : 'smooth';
  target.scrollIntoView({ behavior: behavior ?? motion, block: 'start' });
  return true;
}
