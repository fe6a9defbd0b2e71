/**
 * The visitor's language choice as the worker knows it. The page stores it in
 * localStorage and the `lang` cookie (renderer lib/preferredLocale.ts), which
 * the boot script and nginx read; a worker reads neither (no localStorage, and
 * no cookie on the requests it is handed), so it learns the choice from:
 * - the app's message whenever it stores or forgets one, and as it starts
 *   (renderer lib/workerLocale.ts, @shared/localeChoice's message);
 * - a language link the worker answers (`/?lang=en`), which the boot script
 *   stores as the choice, not in a kiosk.
 * Kept in a cache of its own (the worker's memory goes when the browser stops
 * it), which outlives deployments, as the page's choice does, and goes with
 * the kill switch's clean-up like every cache.
 *
 * The root uses it as nginx uses the cookie (pages.ts, servePage), and sw.ts
 * keeps the chosen language's page at once (pages.ts, keepLanguagePage).
 */
import { localeInSearch } from '@shared/localeChoice';
import { isLocale, type Locale } from '@shared/locales';
import { putQuietly } from './cacheWrite';

const CHOICE_CACHE = 'lyceo-locale-choice';

/**
 * Records the choice (null: forgotten), under the scope's URL. A full storage
 * refuses it: the page still comes (the link's `?lang=` names its language).
 */
export async function recordChoice(scope: URL, locale: Locale | null): Promise<void> {
  const cache = await caches.open(CHOICE_CACHE);
  if (locale === null) await cache.delete(scope.href);
  else await putQuietly(cache, scope.href, new Response(locale));
}

/** The recorded choice, if any. */
export async function recordedChoice(scope: URL): Promise<Locale | null> {
  const kept = await (await caches.open(CHOICE_CACHE)).match(scope.href);
  const locale = kept ? await kept.text() : null;
  return isLocale(locale) ? locale : null;
}

/** The choice a navigation's language link makes (`?lang=fr`), as the boot script stores it: none in a kiosk. */
export function linkedChoice(url: URL): Locale | null {
  return url.searchParams.get('kiosk') === '1' ? null : localeInSearch(url.search);
}
