import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { decodeHash } from '../../lib/sectionHash';
import { scrollToSection } from '../../lib/motion';
import { releaseSplash } from '../../lib/splash';
import { ArticlesSection } from './ArticlesSection';
import { ChecklistSection } from './ChecklistSection';
import { ClosingCta } from './ClosingCta';
import { FaqSection } from './FaqSection';
import { FeaturesSection } from './FeaturesSection';
import { MultimediaSection } from './MultimediaSection';
import { PricingSection } from './PricingSection';
import { TestimonialsSection } from './TestimonialsSection';

/**
 * Sections 2 to 8 and the closing band, below the fold: their own chunk, fetched while the splash
 * shows, so the first view's JavaScript stays within budget. A deep link
 * (#/#pricing) that arrived before they did is honoured once they are in, and
 * only then does the splash go.
 */
export default function LandingSections() {
  const { hash } = useLocation();
  useEffect(() => {
    const section = decodeHash(hash);
    // At once, not smoothly: the splash is still up and the visitor must land on the section.
    if (section) scrollToSection(section, 'instant');
    releaseSplash(document, 'view', performance.now());
    // Only on arrival: later hash changes are handled by useRouteEffects.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <>
      <FeaturesSection />
      <MultimediaSection />
      <ChecklistSection />
      <ArticlesSection />
      <PricingSection />
      <TestimonialsSection />
      <FaqSection />
      <ClosingCta />
    </>
  );
}
