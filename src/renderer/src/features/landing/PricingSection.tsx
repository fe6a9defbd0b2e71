import { FaCheck } from 'react-icons/fa6';
import { StoreButton } from '../../components/StoreButton';
import { planLines } from '../../lib/offer';
import { useCopy, useLocale } from '../../hooks/useCopy';
import { LandingSection } from './LandingSection';

export function PricingSection() {
  const { pricing } = useCopy().landing;
  const locale = useLocale();
  return (
    <LandingSection id="pricing" title={pricing.heading} intro={pricing.intro} tinted>
      <ul className="row g-4 list-unstyled mb-0 justify-content-center align-items-stretch">
        {pricing.plans.map((plan) => {
          const lines = planLines(plan, pricing, locale);
          return (
            <li key={plan.id} className="col-12 col-md-6 col-lg-4">
              <article
                className={`card h-100 pricing-card ${plan.popular ? 'pricing-popular border-primary' : ''}`}
                aria-labelledby={`plan-${plan.id}`}
              >
                <div className="card-body d-flex flex-column p-4">
                  <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
                    <h3 id={`plan-${plan.id}`} className="h4 mb-0">
                      {plan.name}
                    </h3>
                    {lines.badge && (
                      <span
                        className={`badge ${plan.popular ? 'bg-primary' : 'bg-warning text-dark'}`}
                      >
                        {lines.badge}
                      </span>
                    )}
                  </div>
                  <p className="mb-3">
                    <span className="price fw-bold">{lines.price}</span>{' '}
                    <span className="text-body-secondary">{lines.period}</span>
                    {(lines.perMonth || lines.saving) && (
                      <small className="d-block">
                        {[lines.perMonth, lines.saving].filter(Boolean).join(' ')}
                      </small>
                    )}
                  </p>
                  <ul className="list-unstyled mb-4">
                    {plan.features.map((feature) => (
                      <li key={feature} className="d-flex gap-2 mb-2">
                        <FaCheck className="text-primary flex-shrink-0 mt-1" aria-hidden="true" />
                        <span>{feature}</span>
                      </li>
                    ))}
                  </ul>
                  <StoreButton placement={`pricing-${plan.id}`} className="btn-lg mt-auto">
                    {plan.buttonText}
                  </StoreButton>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
      <p className="text-center mt-4 mb-0">{pricing.offline}</p>
    </LandingSection>
  );
}
