import Container from 'react-bootstrap/Container';
import { sampleDocuments } from '../content/documents';
import { DocumentConsole } from '../features/console/DocumentConsole';
import { CONSOLE_SEARCH_ID } from '../features/console/FilterBar';
import { typedInStaticView } from '../lib/staticViewMark';
import { useConsoleFilters } from '../store/consoleFilters';
import { usePageTitle } from '../hooks/usePageTitle';
import { useSplashRelease } from '../hooks/useSplashRelease';
import { useCopy, useLocale } from '../hooks/useCopy';

// A search typed into the console's static view while the app was on its way
// (lib/staticView.ts) is the app's first search: read as this chunk arrives, just
// before the app's first render of the page replaces that view.
const typed = typeof document === 'undefined' ? '' : typedInStaticView(document, CONSOLE_SEARCH_ID);
if (typed) useConsoleFilters.getState().setFilter('search', typed);

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
