import type { ReactNode } from 'react';

interface LandingSectionProps {
  /** Section id (also the deep link, `#/#id`); the heading gets `<id>-title`. */
  id: string;
  title: string;
  intro?: string;
  /** Alternate sections sit on a light background. */
  tinted?: boolean;
  containerClassName?: string;
  /** A way on (a link to the samples), under the intro. */
  more?: ReactNode;
  children: ReactNode;
}

/** The frame every landing section after the hero shares: landmark, heading block, container. */
export function LandingSection({
  id,
  title,
  intro,
  tinted,
  containerClassName,
  more,
  children,
}: LandingSectionProps) {
  return (
    <section
      id={id}
      className={tinted ? 'landing-section py-5 bg-light' : 'landing-section py-5'}
      aria-labelledby={`${id}-title`}
    >
      <div className={containerClassName ? `container ${containerClassName}` : 'container'}>
        <div className="text-center mx-auto mb-4 mb-lg-5 section-heading">
          <h2 id={`${id}-title`} className="fw-bold">
            {title}
          </h2>
          {intro && <p className="lead text-body-secondary mb-0">{intro}</p>}
          {more}
        </div>
        {children}
      </div>
    </section>
  );
}
