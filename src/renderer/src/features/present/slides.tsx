import { site } from '../../config/site';
import { SLIDE_IDS, type SlideId } from '../../content/slides';
import type { FeatureId } from '../../content/types';
import { fill } from '../../lib/template';
import {
  ArticlesBody,
  ClosingBody,
  FaqBody,
  FeatureBody,
  HeroBody,
  ListBody,
  MultimediaBody,
  PricingBody,
  TestimonialsBody,
} from './slideBodies';
import type { Slide, SlideContext } from './slideTypes';

export { SLIDE_IDS };

const brand = { brand: site.brand };

function feature(id: FeatureId, context: SlideContext): Slide {
  const { features } = context.copy.landing;
  const item = features.items.find((candidate) => candidate.id === id) ?? features.items[0];
  return {
    kicker: features.heading,
    title: item?.title ?? features.heading,
    body: item && <FeatureBody item={item} />,
  };
}

/**
 * Each slide from the landing page's own copy (nothing is written twice): the
 * same words, fewer at a time, so each slide reads from the back of a room.
 */
export function slideOf(id: SlideId, context: SlideContext): Slide {
  const { landing } = context.copy;
  switch (id) {
    case 'home':
      return { title: fill(landing.hero.title, brand), body: <HeroBody context={context} /> };
    case 'feature-workspace':
      return feature('workspace', context);
    case 'feature-sharing':
      return feature('sharing', context);
    case 'feature-anywhere':
      return feature('anywhere', context);
    case 'feature-organized':
      return feature('organized', context);
    case 'multimedia':
      return {
        title: landing.multimedia.heading,
        body: <MultimediaBody multimedia={landing.multimedia} />,
      };
    case 'mobile-learning':
      return {
        title: landing.checklist.heading,
        body: (
          <ListBody
            intro={fill(landing.checklist.intro, brand)}
            items={landing.checklist.benefits}
          />
        ),
      };
    case 'articles':
      return { title: landing.articles.heading, body: <ArticlesBody context={context} /> };
    case 'pricing':
      return { title: landing.pricing.heading, body: <PricingBody context={context} /> };
    case 'testimonials':
      return {
        title: landing.testimonials.heading,
        body: <TestimonialsBody testimonials={landing.testimonials} />,
      };
    case 'faq':
      return { title: landing.faq.heading, body: <FaqBody context={context} /> };
    case 'closing':
      return {
        title: context.present.closing,
        body: <ClosingBody context={context} text={landing.hero.free} />,
      };
  }
}
