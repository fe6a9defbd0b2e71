import Container from 'react-bootstrap/Container';
import { SAMPLE_DOCUMENTS } from '../content/documents';
import { DocumentConsole } from '../features/console/DocumentConsole';
import { usePageTitle } from '../hooks/usePageTitle';
import { useSplashRelease } from '../hooks/useSplashRelease';
import { useCopy } from '../hooks/useCopy';

export function Component() {
  usePageTitle('console');
  useSplashRelease('view');
  const copy = useCopy().console;
  return (
    <Container className="py-5">
      <h1>{copy.heading}</h1>
      <p className="lead">{copy.intro}</p>
      <DocumentConsole documents={SAMPLE_DOCUMENTS} />
    </Container>
  );
}
