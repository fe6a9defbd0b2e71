import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { StudyDocument } from '../../content/documents';
import { prefetch } from '../../lib/prefetch';
import { whenIdle } from '../../lib/whenIdle';
import { QuietBoundary } from '../../components/QuietBoundary';
import { useCopy, useLocale } from '../../hooks/useCopy';
import { useConsoleFilters } from '../../store/consoleFilters';
import { PAGE_SIZE } from './consolePaging';
import { countText } from './consoleText';
import { DocumentTable } from './DocumentTable';
import { EmptyResults } from './EmptyResults';
import { FilterBar } from './FilterBar';
import { filterDocuments, indexDocuments } from './filterDocuments';
import { ResultPages } from './ResultPages';

const loadNotice = () => import('./DownloadNotice');
/**
 * The notice and its dialog are not on a deep link's way to a usable console:
 * they load once the console is idle, or on the first Download tap if that
 * comes first.
 */
const DownloadNotice = lazy(() =>
  loadNotice().then((module) => ({ default: module.DownloadNotice })),
);

export { PAGE_SIZE } from './consolePaging';

export function DocumentConsole({ documents }: { documents: readonly StudyDocument[] }) {
  const { console: copy, subjects } = useCopy();
  const locale = useLocale();
  const { search, classroom, subject, year, page, setPage } = useConsoleFilters();
  const [noticeOpen, setNoticeOpen] = useState(false);
  const [noticeAsked, setNoticeAsked] = useState(false);
  useEffect(() => whenIdle(() => prefetch(loadNotice)), []);

  const index = useMemo(() => indexDocuments(documents, subjects), [documents, subjects]);
  const matches = useMemo(
    () => filterDocuments(index, { search, classroom, subject, year }),
    [index, search, classroom, subject, year],
  );
  const pages = Math.max(1, Math.ceil(matches.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const visible = matches.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);

  return (
    <>
      <FilterBar />
      <p role="status" aria-live="polite" className="fw-semibold">
        {countText(copy, matches.length, documents.length, locale)}
      </p>
      {matches.length === 0 ? (
        <EmptyResults index={index} search={search} />
      ) : (
        <>
          <DocumentTable
            documents={visible}
            onDownload={() => {
              setNoticeAsked(true);
              setNoticeOpen(true);
            }}
          />
          <ResultPages page={current} pages={pages} onChange={setPage} />
        </>
      )}
      {noticeAsked && (
        <QuietBoundary>
          <Suspense fallback={null}>
            <DownloadNotice show={noticeOpen} onClose={() => setNoticeOpen(false)} />
          </Suspense>
        </QuietBoundary>
      )}
    </>
  );
}
