/**
 * Whether the visitor's link says every byte counts: Save-Data is on, or the
 * link is 2G (`navigator.connection`, Chromium's Network Information API;
 * other browsers have none and count as unmetered). On such a link the site
 * downloads nothing the page itself does not need: the offline copy waits.
 */
export interface LinkInfo extends EventTarget {
  readonly saveData?: boolean;
  readonly effectiveType?: string;
}

const SLOW_TYPES = new Set(['2g', 'slow-2g']);

export function currentLink(): LinkInfo | undefined {
  return (navigator as Navigator & { connection?: LinkInfo }).connection;
}

export function isMetered(link: LinkInfo | undefined = currentLink()): boolean {
  if (!link) return false;
  return link.saveData === true || SLOW_TYPES.has(link.effectiveType ?? '');
}

/**
 * Whether the link is fast enough to fetch what the visitor has not asked for
 * without them feeling it: 4G-class and no Save-Data. Chromium calls a
 * 250 kbit/s, 800 ms link "3g" (its 2G is under 70 kbit/s), and on it the
 * app's 115 KB unasked would hold the phone's link and CPU for seconds while
 * the visitor taps the landing page. A browser that does not say counts as fast.
 */
export function isFastLink(link: LinkInfo | undefined = currentLink()): boolean {
  if (!link) return true;
  return link.saveData !== true && (link.effectiveType ?? '4g') === '4g';
}

/** Resolves at once when `ready(link)`, else once the link changes so that it is. */
function linkWhere(ready: (link: LinkInfo) => boolean, link: LinkInfo | undefined): Promise<void> {
  if (!link || ready(link)) return Promise.resolve();
  return new Promise((resolve) => {
    const check = (): void => {
      if (!ready(link)) return;
      link.removeEventListener('change', check);
      resolve();
    };
    link.addEventListener('change', check);
  });
}

/** Resolves at once on an unmetered link, else once the link changes to one. */
export function unmeteredLink(link: LinkInfo | undefined = currentLink()): Promise<void> {
  return linkWhere((current) => !isMetered(current), link);
}

/** Resolves at once on a fast link, else once the link changes to one. */
export function fastLink(link: LinkInfo | undefined = currentLink()): Promise<void> {
  return linkWhere(isFastLink, link);
}
