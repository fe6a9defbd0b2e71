import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { prefetchPage, type LazyPath } from './pageLoaders';
import { PlainLink } from './PlainLink';

/**
 * A link to a split page that fetches the page's chunk when pointed at or
 * focused. `staticHref`: the page also exists as static HTML (the legal
 * pages), which the link names so it works before the app runs.
 */
export function PrefetchLink({
  to,
  staticHref,
  children,
}: {
  to: LazyPath;
  staticHref?: string;
  children: ReactNode;
}) {
  const prefetch = (): void => prefetchPage(to);
  return staticHref === undefined ? (
    // No data-discover: that is for react-router's framework mode, and bytes in the prerendered page.
    <Link to={to} discover="none" onPointerEnter={prefetch} onFocus={prefetch}>
      {children}
    </Link>
  ) : (
    <PlainLink href={staticHref} to={to} onPointerEnter={prefetch} onFocus={prefetch}>
      {children}
    </PlainLink>
  );
}
