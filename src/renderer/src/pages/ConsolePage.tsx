import Container from 'react-bootstrap/Container';
import { sampleDocuments } from '../content/documents';
import { DocumentConsole } from '../features/console/DocumentConsole';
import { usePageTitle } from '../hooks/usePageTitle';
import { useSplashRelease } from '../hooks/useSplashRelease';
import { useCopy, useLocale } from '../hooks/useCopy';

export function Component() {
  usePageTitle('console');
  useSplashRelease('view');
  const copy = useCopy().console;
  const locale = useLocale();
  return (
    <Container className="py-5">
      <h1>{copy.heading}</h1>
      <p className="lead">{copy.intro}</p>
      <DocumentConsole documents={sampleDocuments(locale)} />
    </Container>
  );
}
