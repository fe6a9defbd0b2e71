import { useEffect } from 'react';
import { site } from '../config/site';
import type { SiteCopy } from '../content/types';
import { documentTitle } from '../lib/documentTitle';
import { useCopy } from './useCopy';

export type PageKey = keyof SiteCopy['meta']['titles'];

/** Sets `document.title` (lib/documentTitle.ts) for as long as the page is shown. */
export function usePageTitle(page: PageKey): void {
  const title = useCopy().meta.titles[page];
  useEffect(() => {
    document.title = documentTitle(page, title, site.brand);
  }, [page, title]);
}
