import { useEffect } from 'react';
import { site } from '../config/site';
import type { SiteCopy } from '../content/types';
import { useCopy } from './useCopy';

export type PageKey = keyof SiteCopy['meta']['titles'];

/** Sets `document.title` to `<Page> · <Brand>` for as long as the page is shown. */
export function usePageTitle(page: PageKey): void {
  const title = useCopy().meta.titles[page];
  useEffect(() => {
    document.title = `${title} · ${site.brand}`;
  }, [title]);
}
