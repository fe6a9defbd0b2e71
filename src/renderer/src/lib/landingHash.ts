import { SECTION_IDS } from '../content/sections';
import { MAIN_HASH } from './skipLink';

/**
 * Whether `hash` shows the prerendered landing page as it is: its top (``,
 * `#`, `#/`) or one of its sections by a plain anchor (`#faq`), which the
 * browser scrolls to by itself, or the skip link's `#main` followed without
 * JavaScript (lib/skipLink.ts). Any other hash is a view only the app can
 * show: a route (`#/console`), a section through the router (`#/#pricing`),
 * an address the app must answer (`#/nowhere`, `#oops`).
 */
export function isLandingHash(hash: string): boolean {
  if (hash === '' || hash === '#' || hash === '#/' || hash === MAIN_HASH) return true;
  return (SECTION_IDS as readonly string[]).includes(hash.slice(1));
}
