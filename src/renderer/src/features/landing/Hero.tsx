import { lazy, Suspense } from 'react';
import { AppScreen } from '../../components/appScreens/AppScreen';
import { ExternalLink } from '../../components/ExternalLink';
import { QuietBoundary } from '../../components/QuietBoundary';
import { StoreButton } from '../../components/StoreButton';
import { site } from '../../config/site';
import { fill } from '../../lib/template';
import { useCopy, useLocale } from '../../hooks/useCopy';
import { OFFER } from '../../content/offer';
import { formatPrice } from '../../lib/format';
import { monthlyPrice } from '../../lib/offer';
import { useSiteRun } from '../../store/siteRun';
import { PlatformNote } from './PlatformNote';

const StoreQr = lazy(() => import('../../components/StoreQr'));

export function Hero() {
  const { hero, pricing } = useCopy().landing;
  const locale = useLocale();
  const plan = pricing.plans.find((candidate) => candidate.id === 'solo')?.name ?? '';
  const brand = { brand: site.brand };
  const kiosk = useSiteRun((run) => run.kiosk);
  return (
    <section id="home" className="hero pt-4 pb-5 pt-sm-5" aria-labelledby="home-title">
      <div className="container">
        <div className="row align-items-center gx-4 gx-lg-5 gy-4">
          <div className="col-12 col-lg-7">
            <h1 id="home-title" className="display-5 fw-bold">
              {fill(hero.title, brand)}
            </h1>
            {/* What a phone's first screen must hold, 320 x 568 included: what is free, what the
                rest costs a month, and the store button; the longer lead follows them. */}
            <p className="hero-free fw-semibold">{hero.free}</p>
            <p className="hero-free hero-price fw-semibold">
              {fill(hero.price, { price: formatPrice(monthlyPrice(OFFER.solo), locale), plan })}
            </p>
            <div className="d-flex flex-wrap align-items-center gap-3 mt-3">
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
            <p className="lead mt-3 mb-0">{hero.lead}</p>
          </div>
          <div className="col-12 col-lg-5 text-center">
            <AppScreen screen="correction" loading="first" className="hero-screen" />
          </div>
        </div>
      </div>
    </section>
  );
}
