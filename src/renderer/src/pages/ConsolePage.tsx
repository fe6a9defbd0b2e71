import Container from 'react-bootstrap/Container';
import { sampleDocuments } from '../content/documents';
import { DocumentConsole } from '../features/console/DocumentConsole';
import { CONSOLE_SEARCH_ID, filterId } from '../features/console/FilterBar';
import { typedInStaticView } from '../lib/staticViewMark';
import { useConsoleFilters } from '../store/consoleFilters';
import { usePageTitle } from '../hooks/usePageTitle';
import { useSplashRelease } from '../hooks/useSplashRelease';
import { useCopy, useLocale } from '../hooks/useCopy';

// A search typed and filters chosen in the console's static view while the app was on
// its way (lib/staticView.ts, its filters: features/console/beforeApp) are the app's
// first: read as this chunk arrives, just before the app's first render of the page
// replaces that view.
if (typeof document !== 'undefined') {
  const { setFilter } = useConsoleFilters.getState();
  const typed = typedInStaticView(document, CONSOLE_SEARCH_ID);
  if (typed) setFilter('search', typed);
  for (const name of ['classroom', 'subject', 'year'] as const) {
    const chosen = typedInStaticView(document, filterId(name));
    if (chosen) setFilter(name, chosen);
  }
}

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
