import { SECTION_IDS } from '../content/locales';

/**
 * Whether `hash` shows the prerendered landing page as it is: its top (``,
 * `#`, `#/`) or one of its sections by a plain anchor (`#faq`), which the
 * browser scrolls to by itself. Any other hash is a view only the app can
 * show: a route (`#/console`), a section through the router (`#/#pricing`),
 * an address the app must answer (`#/nowhere`, `#oops`).
 */
export function isLandingHash(hash: string): boolean {
  if (hash === '' || hash === '#' || hash === '#/') return true;
  return (SECTION_IDS as readonly string[]).includes(hash.slice(1));
}
