import { decodeOrNull } from '@shared/decode';
import { SECTION_IDS } from '../content/locales';

/** The landing section a location hash names (`#pricing` -> `pricing`); '' when none or malformed. */
export function decodeHash(hash: string): string {
  return decodeOrNull(hash.slice(1)) ?? '';
}

/**
 * An anchor-only hash (`#faq`, an old link or a section link opened in a new
 * tab) as the route that shows that section (`#/#faq`); null for any other hash.
 */
export function sectionRouteOfAnchor(hash: string): string | null {
  const id = hash.slice(1);
  return (SECTION_IDS as readonly string[]).includes(id) ? `#/#${id}` : null;
}
