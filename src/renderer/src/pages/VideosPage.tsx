import Container from 'react-bootstrap/Container';
import { usePageTitle } from '../lib/usePageTitle';
import { useCopy } from '../lib/useCopy';

export function Component() {
  usePageTitle('videos');
  const copy = useCopy().videos;
  return (
    <Container className="py-5">
      <h1>{copy.heading}</h1>
      <p className="lead">{copy.intro}</p>
    </Container>
  );
}
