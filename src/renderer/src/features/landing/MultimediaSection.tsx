// Files of the build, not data URLs in the page's budgeted HTML (tooling/images).
import illustrationFiles from 'virtual:illustration-files';
import { Link } from 'react-router-dom';
import { useCopy, useLocale } from '../../hooks/useCopy';
import { renderedSiteRoot } from '../../lib/localePage';
import { LandingSection } from './LandingSection';

export function MultimediaSection() {
  const { multimedia } = useCopy().landing;
  const root = renderedSiteRoot(useLocale());
  return (
    <LandingSection
      id="multimedia"
      title={multimedia.heading}
      intro={multimedia.intro}
      more={
        <Link to="/videos" className="btn btn-outline-primary mt-3" discover="none">
          {multimedia.samplesLink}
        </Link>
      }
    >
      <ul className="row g-4 list-unstyled mb-0">
        {multimedia.items.map((item) => (
          <li key={item.id} className="col-12 col-md-4">
            <div className="card h-100 shadow-sm">
              <img
                src={root + illustrationFiles[item.id]}
                width={160}
                height={100}
                alt={item.imageAlt}
                className="card-img-top multimedia-img"
                loading="lazy"
              />
              <div className="card-body">
                <h3 className="h5">{item.title}</h3>
                <p className="mb-0 text-body-secondary">{item.description}</p>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
