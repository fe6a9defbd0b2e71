import { lazy, Suspense, useCallback, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { SiteFooter } from './SiteFooter';
import { SiteNavbar } from './SiteNavbar';
import { SkipLink } from './SkipLink';
import { QuietBoundary } from '../components/QuietBoundary';
import { KioskBoundary } from '../features/kiosk/KioskBoundary';
import { useAppUpdate } from '../store/appUpdate';
import { useOfflineNotice } from '../store/offlineNotice';
import { useSiteRun } from '../store/siteRun';
import { MAIN_ID } from '../lib/skipLink';
import { useRouteEffects } from './useRouteEffects';

const KioskLayer = lazy(() => import('../features/kiosk/KioskLayer'));
const Notices = lazy(() => import('../features/offline/Notices'));

/** Navbar, main landmark and footer around every page, the error view included. */
export function Frame({ children }: { children: ReactNode }) {
  useRouteEffects();
  const kiosk = useSiteRun((run) => run.kiosk);
  // A kiosk is not asked: it takes a new version at its next idle reset (KioskLayer).
  const update = useAppUpdate((state) => state.apply !== null && !state.dismissed) && !kiosk;
  const offline = useOfflineNotice((state) => state.url !== null);
  const missingLocale = useOfflineNotice(
    (state) => state.missingLocale !== null || state.presenterMissing,
  );
  const navigate = useNavigate();
  const home = useCallback(() => void navigate('/', { replace: true }), [navigate]);
  return (
    <div className="d-flex flex-column min-vh-100">
      <SkipLink />
      <SiteNavbar />
      <main id={MAIN_ID} className="flex-grow-1 site-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      {kiosk && (
        <KioskBoundary onReset={home}>
          <Suspense fallback={null}>
            <KioskLayer />
          </Suspense>
        </KioskBoundary>
      )}
      {/* A polite live region, present from the start so what appears in it is announced. */}
      <div className="site-notice-region" aria-live="polite">
        {(update || offline || missingLocale) && (
          <QuietBoundary>
            <Suspense fallback={null}>
              <Notices update={update} offline={offline} />
            </Suspense>
          </QuietBoundary>
        )}
      </div>
    </div>
  );
}
