import { FaCheck } from 'react-icons/fa6';
import { StoreLink } from '../../components/StoreLink';
import { formatPrice } from '../../lib/format';
import { useCopy, useLocale } from '../../hooks/useCopy';
import { LandingSection } from './LandingSection';

export function PricingSection() {
  const { pricing } = useCopy().landing;
  const locale = useLocale();
  return (
    <LandingSection id="pricing" title={pricing.heading} intro={pricing.intro} tinted>
      <ul className="row g-4 list-unstyled mb-0 justify-content-center align-items-stretch">
        {pricing.plans.map((plan) => (
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
                  {plan.badge && (
                    <span
                      className={`badge ${plan.popular ? 'bg-primary' : 'bg-warning text-dark'}`}
                    >
                      {plan.badge}
                    </span>
                  )}
                </div>
                <p className="mb-3">
                  <span className="price fw-bold">
                    {plan.price === 0 ? pricing.free : formatPrice(plan.price, locale)}
                  </span>{' '}
                  <span className="text-body-secondary">{plan.period}</span>
                </p>
                <ul className="list-unstyled mb-4">
                  {plan.features.map((feature) => (
                    <li key={feature} className="d-flex gap-2 mb-2">
                      <FaCheck className="text-primary flex-shrink-0 mt-1" aria-hidden="true" />
                      <span>{feature}</span>
                    </li>
                  ))}
                </ul>
                <StoreLink
                  placement={`pricing-${plan.id}`}
                  className={`btn btn-lg mt-auto ${plan.popular ? 'btn-primary' : 'btn-outline-primary'}`}
                >
                  {plan.buttonText}
                </StoreLink>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
