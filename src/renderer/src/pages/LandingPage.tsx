import { lazy, Suspense } from 'react';
import { Hero } from '../features/landing/Hero';
import { usePageTitle } from '../hooks/usePageTitle';

const LandingSections = lazy(() => import('../features/landing/LandingSections'));

export function LandingPage() {
  usePageTitle('home');
  return (
    <>
      <Hero />
      {/* The placeholder keeps the footer below the fold until the sections arrive: no layout shift. */}
      <Suspense fallback={<div className="landing-placeholder" />}>
        <LandingSections />
      </Suspense>
    </>
  );
}
