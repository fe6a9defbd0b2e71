import { FaCheck, FaCircleCheck } from 'react-icons/fa6';
import examTips from '../../assets/illustrations/exam-tips.svg';
import gallery from '../../assets/illustrations/gallery.svg';
import podcast from '../../assets/illustrations/podcast.svg';
import quizzes from '../../assets/illustrations/quizzes.svg';
import studyPlan from '../../assets/illustrations/study-plan.svg';
import type { Article, Feature, MultimediaItem, SiteCopy } from '../../content/types';
import { formatDate } from '../../lib/format';
import { offerValues, planLines } from '../../lib/offer';
import { site } from '../../config/site';
import { fill } from '../../lib/template';
import { SlideArt } from './SlideArt';
import type { SlideContext } from './slideTypes';
import { StoreCode } from './StoreCode';

const MULTIMEDIA: Record<MultimediaItem['id'], string> = { podcast, gallery, quizzes };
const VIGNETTES: Record<Article['id'], string> = { 'exam-tips': examTips, 'study-plan': studyPlan };

export function HeroBody({ context }: { context: SlideContext }) {
  const { hero } = context.copy.landing;
  return (
    <div className="present-lead">
      <p>{hero.lead}</p>
      <p className="present-strong">{hero.free}</p>
    </div>
  );
}

export function FeatureBody({ item }: { item: Feature }) {
  return (
    <div className="present-split">
      <p>{item.description}</p>
      <SlideArt screen={item.id} />
    </div>
  );
}

export function MultimediaBody({ multimedia }: { multimedia: SiteCopy['landing']['multimedia'] }) {
  return (
    <ul className="present-rows">
      {multimedia.items.map((item) => (
        <li key={item.id}>
          <img src={MULTIMEDIA[item.id]} alt={item.imageAlt} className="present-icon" />
          <span>
            <strong>{item.title}</strong> {item.description}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function ListBody({ intro, items }: { intro?: string; items: readonly string[] }) {
  return (
    <>
      {intro && <p>{intro}</p>}
      <ul className="present-list">
        {items.map((item) => (
          <li key={item}>
            <FaCircleCheck aria-hidden="true" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Each question with its one-line answer (the page's answers are paragraphs, too long for a slide). */
export function FaqBody({ context }: { context: SlideContext }) {
  const values = { ...offerValues(context.locale), brand: site.brand };
  return (
    <dl className="present-faq">
      {context.copy.landing.faq.items.map((item) => (
        <div key={item.id}>
          <dt>{fill(item.question, values)}</dt>
          <dd>{fill(context.present.faqAnswers[item.id], values)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ArticlesBody({ context }: { context: SlideContext }) {
  const { articles } = context.copy.landing;
  return (
    <ul className="present-cards">
      {articles.items.map((article) => (
        <li key={article.id}>
          <img src={VIGNETTES[article.id]} alt={article.imageAlt} />
          <strong>{article.title}</strong>
          <time dateTime={article.date}>{formatDate(article.date, context.locale)}</time>
        </li>
      ))}
    </ul>
  );
}

export function PricingBody({ context }: { context: SlideContext }) {
  const { pricing } = context.copy.landing;
  return (
    <ul className="present-plans">
      {pricing.plans.map((plan) => {
        const lines = planLines(plan, pricing, context.locale);
        return (
          <li key={plan.id}>
            <p className="present-plan">
              <strong>{plan.name}</strong> <span className="present-price">{lines.price}</span>{' '}
              <span className="present-period">{lines.period}</span>
              {lines.badge && <span className="present-badge">{lines.badge}</span>}
            </p>
            {(lines.perMonth || lines.saving) && (
              <p className="present-plan-features">
                {[lines.perMonth, lines.saving].filter(Boolean).join(' ')}
              </p>
            )}
            <p className="present-plan-features">
              <FaCheck aria-hidden="true" /> {plan.features.join(' · ')}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

export function TestimonialsBody({
  testimonials,
}: {
  testimonials: SiteCopy['landing']['testimonials'];
}) {
  return (
    <ul className="present-quotes">
      {testimonials.items.map((testimonial) => (
        <li key={testimonial.id}>
          <figure>
            <blockquote>
              <p>{fill(testimonials.quote, { content: testimonial.content })}</p>
            </blockquote>
            <figcaption>
              {testimonial.name}, {testimonial.role}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

export function ClosingBody({ context, text }: { context: SlideContext; text: string }) {
  return (
    <div className="present-closing">
      <p>{text}</p>
      <StoreCode context={context} big />
    </div>
  );
}
