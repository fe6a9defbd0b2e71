import { decodeOrNull } from '@shared/decode';
import { SECTION_IDS } from '../content/sections';
import { MAIN_HASH } from './skipLink';

/** The landing section a location hash names (`#pricing` -> `pricing`); '' when none or malformed. */
export function decodeHash(hash: string): string {
  return decodeOrNull(hash.slice(1)) ?? '';
}

/**
 * An anchor-only hash (`#faq`, an old link or a section link opened in a new
 * tab) as the route that shows that section (`#/#faq`), the skip link's `#main`
 * (followed before any script ran) as the landing page's; null for any other hash.
 */
export function sectionRouteOfAnchor(hash: string): string | null {
  if (hash === MAIN_HASH) return '#/';
  const id = hash.slice(1);
  return (SECTION_IDS as readonly string[]).includes(id) ? `#/#${id}` : null;
}
