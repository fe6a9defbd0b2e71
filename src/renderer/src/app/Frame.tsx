import type { ReactNode } from 'react';
import { SiteFooter } from '../components/SiteFooter';
import { SiteNavbar } from '../components/SiteNavbar';
import { useRouteEffects } from './useRouteEffects';

/** Navbar, main landmark and footer around every page, the error view included. */
export function Frame({ children }: { children: ReactNode }) {
  useRouteEffects();
  return (
    <div className="d-flex flex-column min-vh-100">
      <SiteNavbar />
      <main id="main" className="flex-grow-1 site-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
