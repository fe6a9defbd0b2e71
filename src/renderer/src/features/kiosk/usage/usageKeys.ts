import type { UsageTally } from '@shared/usageSchema';
import { englishCopy, LOCALES, SECTION_IDS } from '../../../content';
import type { SiteRoute } from '../../../content/types';
import type { LinkKind } from '../linkKind';

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

let keys: Record<UsageTally, readonly string[]> | null = null;

/**
 * The keys of each tally. Built on first use, not at import: a module that reads
 * another's exports while loading can see them unset when the test runner
 * loads many modules at once.
 */
export function usageKeys(): Record<UsageTally, readonly string[]> {
  keys ??= {
    languages: LOCALES,
    routes: [...USAGE_ROUTES, OTHER_ROUTE],
    sections: SECTION_IDS,
    qr: Object.keys(QR_KINDS),
    faq: englishCopy.landing.faq.items.map((item) => item.id),
  };
  return keys;
}

/** The route a pathname counts as. */
export function routeKey(pathname: string): string {
  return (USAGE_ROUTES as readonly string[]).includes(pathname) ? pathname : OTHER_ROUTE;
}
