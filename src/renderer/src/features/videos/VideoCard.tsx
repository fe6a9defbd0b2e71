import { FaYoutube } from 'react-icons/fa6';
import { ExternalLink } from '../../components/ExternalLink';
import type { Video } from '../../content/videos';
import { formatCompactNumber, formatNumber } from '../../lib/format';
import { fill } from '../../lib/template';
import { useCopy, useLocale } from '../../hooks/useCopy';

export function VideoCard({ video }: { video: Video }) {
  const { videos: copy, common } = useCopy();
  const locale = useLocale();
  return (
    <article className="card h-100 shadow-sm video-card">
      <div className="position-relative">
        <img
          src={video.thumbnail}
          width={320}
          height={180}
          alt=""
          className="card-img-top video-thumb"
        />
        <span className="badge bg-dark video-duration">
          <span className="visually-hidden">
            {copy.durationLabel}
            {common.colon}{' '}
          </span>
          {video.duration}
        </span>
      </div>
      <div className="card-body d-flex flex-column">
        <h2 className="h5">
          <ExternalLink
            href={video.url}
            className="stretched-link video-link"
            newTabHint={copy.opensVideo}
          >
            {video.title}
          </ExternalLink>
        </h2>
        <p className="text-body-secondary">{video.description}</p>
        <p className="small mt-auto mb-0 d-flex flex-wrap justify-content-between gap-2">
          <span>
            <span aria-hidden="true">
              {fill(copy.views, { views: formatCompactNumber(video.views, locale) })}
            </span>
            <span className="visually-hidden">
              {fill(copy.viewsExact, { count: formatNumber(video.views, locale) })}
            </span>
          </span>
          {/* The link's name says it to screen readers; this says it to the eye. */}
          <span className="d-inline-flex align-items-center gap-1" aria-hidden="true">
            <FaYoutube />
            {copy.watchOn}
          </span>
        </p>
      </div>
    </article>
  );
}
