import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { prefetchPage, type LazyPath } from './pageLoaders';

/** A link to a split page that fetches the page's chunk when pointed at or focused. */
export function PrefetchLink({ to, children }: { to: LazyPath; children: ReactNode }) {
  const prefetch = (): void => prefetchPage(to);
  return (
    <Link to={to} onPointerEnter={prefetch} onFocus={prefetch}>
      {children}
    </Link>
  );
}
