import { linkDestinations, linkKind as kindOf, type LinkKind } from '@shared/linkKind';
import type { SiteConfig } from '@shared/siteConfig';

export type { LinkKind };

const destinations = new WeakMap<SiteConfig, ReturnType<typeof linkDestinations>>();

/**
 * What an outbound link is, so the kiosk's QR dialog can say what the visitor
 * gets: the same reading as main's link policy (src/shared/linkKind.ts).
 */
export function linkKind(href: string, site: SiteConfig): LinkKind {
  let known = destinations.get(site);
  if (!known) {
    known = linkDestinations(site);
    destinations.set(site, known);
  }
  return kindOf(href, known);
}
