import { useLayoutEffect, useState } from 'react';
import Container from 'react-bootstrap/Container';
import { sampleDocuments } from '../content/documents';
import { DocumentConsole } from '../features/console/DocumentConsole';
import { refocus, staticViewFields } from '../features/console/staticViewTakeover';
import { useConsoleFilters, type DocumentFilters } from '../store/consoleFilters';
import { usePageTitle } from '../hooks/usePageTitle';
import { useSplashRelease } from '../hooks/useSplashRelease';
import { useCopy, useLocale } from '../hooks/useCopy';

// A search typed and filters chosen in the console's static view while the app was on
// its way (lib/staticView.ts, its filters: features/console/beforeApp) are the app's
// first: read as this chunk arrives, and again once the app's first frame of the page
// has replaced that view (what was typed in between), the keyboard given back where it was.
let beforeApp = typeof document === 'undefined' ? null : staticViewFields(document);
const takeOver = (filters: Partial<DocumentFilters>): void => {
  const { setFilter, ...now } = useConsoleFilters.getState();
  for (const [name, value] of Object.entries(filters) as [keyof DocumentFilters, string][])
    if (now[name] !== value) setFilter(name, value);
};
if (beforeApp) takeOver(beforeApp.filters());

export function Component() {
  usePageTitle('console');
  useSplashRelease('view');
  const copy = useCopy().console;
  const locale = useLocale();
  const [focused] = useState(() => beforeApp?.focused() ?? null);
  useLayoutEffect(() => {
    if (!beforeApp) return;
    takeOver(beforeApp.filters());
    refocus(document, focused);
    beforeApp = null;
  }, [focused]);
  return (
    <Container className="py-5">
      <h1>{copy.heading}</h1>
      <p className="lead">{copy.intro}</p>
      <DocumentConsole documents={sampleDocuments(locale)} />
    </Container>
  );
}
