import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { Hero } from '../features/landing/Hero';
import { usePageTitle } from '../hooks/usePageTitle';
import { useSplashRelease } from '../hooks/useSplashRelease';
import { decodeHash } from '../lib/sectionHash';

const LandingSections = lazy(() => import('../features/landing/LandingSections'));

export function LandingPage() {
  usePageTitle('home');
  // A deep link to a section (#/#pricing) keeps the splash until the sections have scrolled there.
  useSplashRelease('view', decodeHash(useLocation().hash) === '');
  return (
    <>
      <Hero />
      {/* The placeholder keeps the footer below the fold until the sections arrive: no layout shift.
          Over the prerendered page, hydration keeps the sections' markup until their code is in. */}
      <Suspense fallback={<div className="landing-placeholder" />}>
        <LandingSections />
      </Suspense>
    </>
  );
}
