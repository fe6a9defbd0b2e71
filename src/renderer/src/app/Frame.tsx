import { lazy, Suspense, type ReactNode } from 'react';
import { SiteFooter } from './SiteFooter';
import { SiteNavbar } from './SiteNavbar';
import { useKioskStore } from '../features/kiosk/kioskStore';
import { useRouteEffects } from './useRouteEffects';

const KioskLayer = lazy(() => import('../features/kiosk/KioskLayer'));

/** Navbar, main landmark and footer around every page, the error view included. */
export function Frame({ children }: { children: ReactNode }) {
  useRouteEffects();
  const kiosk = useKioskStore((state) => state.enabled);
  return (
    <div className="d-flex flex-column min-vh-100">
      <SiteNavbar />
      <main id="main" className="flex-grow-1 site-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      {kiosk && (
        <Suspense fallback={null}>
          <KioskLayer />
        </Suspense>
      )}
    </div>
  );
}
