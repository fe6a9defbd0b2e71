import type { UsageTally } from '@shared/usageSchema';
import { englishCopy, LOCALES, SECTION_IDS } from '../../../content';
import type { SiteRoute } from '../../../content/types';
import type { LinkKind } from '../handoff/linkKind';

/**
 * What the kiosk counts, each a fixed list: a day's counts cannot grow past
 * these keys, whatever the traffic. Records make the compiler list every
 * route and QR kind (landing sections: content/locales.ts); FAQ questions come from the content.
 */
const QR_KINDS: Record<LinkKind, true> = {
  store: true,
  whatsapp: true,
  email: true,
  social: true,
  blog: true,
  video: true,
  other: true,
};

const ROUTES: Record<SiteRoute, true> = {
  '/': true,
  '/console': true,
  '/videos': true,
  '/privacy-policy': true,
  '/terms-of-use': true,
};

/** The site's routes; anything else (the not-found view) counts as `other`. */
const USAGE_ROUTES = Object.keys(ROUTES) as SiteRoute[];
const OTHER_ROUTE = 'other';

export const USAGE_KEYS: Record<UsageTally, readonly string[]> = {
  languages: LOCALES,
  routes: [...USAGE_ROUTES, OTHER_ROUTE],
  sections: SECTION_IDS,
  qr: Object.keys(QR_KINDS),
  faq: englishCopy.landing.faq.items.map((item) => item.id),
};

/** The route a pathname counts as. */
export function routeKey(pathname: string): string {
  return (USAGE_ROUTES as readonly string[]).includes(pathname) ? pathname : OTHER_ROUTE;
}
