import Container from 'react-bootstrap/Container';
import { sampleVideos } from '../content/videos';
import { VideoCard } from '../features/videos/VideoCard';
import { usePageTitle } from '../hooks/usePageTitle';
import { useSplashRelease } from '../hooks/useSplashRelease';
import { useCopy } from '../hooks/useCopy';

export function Component() {
  usePageTitle('videos');
  useSplashRelease('view');
  const copy = useCopy().videos;
  return (
    <Container className="py-5">
      <h1>{copy.heading}</h1>
      <p className="lead mb-4">{copy.intro}</p>
      <ul className="row g-4 list-unstyled">
        {sampleVideos(copy).map((video) => (
          <li key={video.id} className="col-12 col-md-6 col-lg-4">
            <VideoCard video={video} />
          </li>
        ))}
      </ul>
    </Container>
  );
}
