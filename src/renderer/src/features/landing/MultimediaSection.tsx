import gallery from '../../assets/illustrations/gallery.svg?inline';
import podcast from '../../assets/illustrations/podcast.svg?inline';
import quizzes from '../../assets/illustrations/quizzes.svg?inline';
import { Link } from 'react-router-dom';
import type { MultimediaItem } from '../../content/types';
import { useCopy } from '../../hooks/useCopy';
import { LandingSection } from './LandingSection';

const IMAGES: Record<MultimediaItem['id'], string> = { podcast, gallery, quizzes };

export function MultimediaSection() {
  const { multimedia } = useCopy().landing;
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
                src={IMAGES[item.id]}
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
