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

/** Resolves at once on an unmetered link, else once the link changes to one. */
export function unmeteredLink(link: LinkInfo | undefined = currentLink()): Promise<void> {
  if (!link || !isMetered(link)) return Promise.resolve();
  return new Promise((resolve) => {
    const check = (): void => {
      if (isMetered(link)) return;
      link.removeEventListener('change', check);
      resolve();
    };
    link.addEventListener('change', check);
  });
}
