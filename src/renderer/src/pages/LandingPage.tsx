import { ArticlesSection } from '../features/landing/ArticlesSection';
import { ChecklistSection } from '../features/landing/ChecklistSection';
import { FaqSection } from '../features/landing/FaqSection';
import { FeaturesSection } from '../features/landing/FeaturesSection';
import { Hero } from '../features/landing/Hero';
import { MultimediaSection } from '../features/landing/MultimediaSection';
import { PricingSection } from '../features/landing/PricingSection';
import { TestimonialsSection } from '../features/landing/TestimonialsSection';
import { usePageTitle } from '../lib/usePageTitle';

export function LandingPage() {
  usePageTitle('home');
  return (
    <>
      <Hero />
      <FeaturesSection />
      <MultimediaSection />
      <ChecklistSection />
      <ArticlesSection />
      <PricingSection />
      <TestimonialsSection />
      <FaqSection />
    </>
  );
}
