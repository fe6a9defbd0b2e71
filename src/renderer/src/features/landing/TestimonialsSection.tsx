import { FaStar } from 'react-icons/fa6';
import { Avatar } from '../../components/Avatar';
import { useCopy } from '../../hooks/useCopy';
import { fill } from '../../lib/template';
import { LandingSection } from './LandingSection';

const STARS = [1, 2, 3, 4, 5] as const;

export function TestimonialsSection() {
  const { testimonials } = useCopy().landing;
  return (
    <LandingSection id="testimonials" title={testimonials.heading}>
      <ul className="row g-4 list-unstyled mb-0">
        {testimonials.items.map((testimonial) => (
          <li key={testimonial.id} className="col-12 col-md-4">
            <figure className="card h-100 shadow-sm p-4 mb-0">
              <div className="stars mb-2" role="img" aria-label={testimonials.ratingLabel}>
                {STARS.map((star) => (
                  <FaStar key={star} aria-hidden="true" />
                ))}
              </div>
              <blockquote className="mb-3">
                <p className="mb-0">{fill(testimonials.quote, { content: testimonial.content })}</p>
              </blockquote>
              <figcaption className="d-flex align-items-center gap-3 mt-auto">
                <Avatar name={testimonial.name} initials={testimonial.initials} />
                <span>
                  <span className="d-block fw-semibold">{testimonial.name}</span>
                  <span className="d-block small text-body-secondary">{testimonial.role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
