import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Frame } from './Frame';
import { PagePlaceholder } from './PagePlaceholder';

const placeholder = <PagePlaceholder />;

/**
 * The frame around every page. A deep link shows the placeholder until its
 * page's chunk is in; a navigation (a transition: the hash router's) keeps
 * the current page on screen until the next one has arrived.
 */
export function Layout() {
  return (
    <Frame>
      <Suspense fallback={placeholder}>
        <Outlet />
      </Suspense>
    </Frame>
  );
}
