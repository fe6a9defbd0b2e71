import Table from 'react-bootstrap/Table';
import type { StudyDocument } from '../../content/documents';
import { fill } from '../../lib/template';
import { useCopy, useLocale } from '../../hooks/useCopy';

interface DocumentTableProps {
  documents: readonly StudyDocument[];
  onDownload: () => void;
}

/** Below 576 px each row stacks into a labelled card (see .stack-table), so nothing scrolls sideways. */
export function DocumentTable({ documents, onDownload }: DocumentTableProps) {
  const { console: copy, subjects } = useCopy();
  const locale = useLocale();
  const { columns } = copy;
  return (
    <Table hover className="stack-table align-middle">
      <thead>
        <tr>
          <th scope="col">{columns.title}</th>
          <th scope="col">{columns.classroom}</th>
          <th scope="col">{columns.subject}</th>
          <th scope="col">{columns.year}</th>
          <th scope="col">{columns.download}</th>
        </tr>
      </thead>
      <tbody>
        {documents.map((document) => (
          <tr key={document.url}>
            <th
              scope="row"
              data-label={columns.title}
              className="fw-semibold"
              lang={document.titleLang === locale ? undefined : document.titleLang}
            >
              {document.title}
            </th>
            <td data-label={columns.classroom}>{document.classroom}</td>
            <td data-label={columns.subject}>{subjects[document.subject]}</td>
            <td data-label={columns.year}>{document.year}</td>
            <td data-label={columns.download}>
              <button
                type="button"
                className="btn btn-sm btn-outline-primary"
                aria-label={fill(copy.downloadHint, { title: document.title })}
                onClick={onDownload}
              >
                {copy.download}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
