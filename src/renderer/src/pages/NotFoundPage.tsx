import { StoreButton } from '../components/StoreButton';
import { useCopy } from '../hooks/useCopy';
import type { StaticCopy } from '../content/types';

export interface NotFoundPageProps {
  copy: StaticCopy['notFound'];
  /** The landing page in the page's language, from the host's root (`/`, `/fr/`). */
  home: string;
}

/** What a host's "page not found" says between the site's navbar and footer: where to go instead. */
export function NotFoundPage({ copy, home }: NotFoundPageProps) {
  const { landing } = useCopy();
  return (
    <section className="container py-5 not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{copy.heading}</h1>
      <p className="lead">{copy.message}</p>
      <p className="d-flex flex-wrap gap-3 mb-0">
        <a className="btn btn-primary btn-lg" href={home}>
          {copy.home}
        </a>
        <StoreButton placement="not-found" className="btn-lg">
          {landing.hero.storeButton}
        </StoreButton>
      </p>
    </section>
  );
}
