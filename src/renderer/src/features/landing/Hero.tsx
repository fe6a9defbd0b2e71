import { lazy, Suspense } from 'react';
import { AppScreen } from '../../components/appScreens/AppScreen';
import { ExternalLink } from '../../components/ExternalLink';
import { QuietBoundary } from '../../components/QuietBoundary';
import { StoreButton } from '../../components/StoreButton';
import { site } from '../../config/site';
import { fill } from '../../lib/template';
import { useCopy } from '../../hooks/useCopy';
import { useSiteRun } from '../../store/siteRun';
import { PlatformNote } from './PlatformNote';

const StoreQr = lazy(() => import('../../components/StoreQr'));

export function Hero() {
  const { hero } = useCopy().landing;
  const brand = { brand: site.brand };
  const kiosk = useSiteRun((run) => run.kiosk);
  return (
    <section id="home" className="hero py-5" aria-labelledby="home-title">
      <div className="container">
        <div className="row align-items-center gx-4 gx-lg-5 gy-4">
          <div className="col-12 col-lg-7">
            <h1 id="home-title" className="display-5 fw-bold">
              {fill(hero.title, brand)}
            </h1>
            <p className="lead my-4">{hero.lead}</p>
            <p className="hero-free fw-semibold">{hero.free}</p>
            <div className="d-flex flex-wrap align-items-center gap-3 mt-4">
              <StoreButton placement="hero" className="btn-lg">
                {hero.storeButton}
              </StoreButton>
              <ExternalLink href={site.blogUrl} className="btn btn-outline-primary btn-lg">
                {hero.blogLink}
              </ExternalLink>
            </div>
            <PlatformNote />
            {/* A kiosk offline before it has kept its code: the page stays, without the QR. */}
            {kiosk && (
              <QuietBoundary>
                <Suspense fallback={null}>
                  <StoreQr />
                </Suspense>
              </QuietBoundary>
            )}
          </div>
          <div className="col-12 col-lg-5 text-center">
            <AppScreen screen="correction" loading="first" className="hero-screen" />
          </div>
        </div>
      </div>
    </section>
  );
}
