import { fill } from '../../lib/template';
import { useCopy } from '../../hooks/useCopy';

interface ResultPagesProps {
  page: number;
  pages: number;
  onChange: (page: number) => void;
}

/** Previous / next through long result lists; hidden when one page holds everything. */
export function ResultPages({ page, pages, onChange }: ResultPagesProps) {
  const { pagination } = useCopy().console;
  if (pages <= 1) return null;
  return (
    <nav
      aria-label={pagination.label}
      className="d-flex align-items-center justify-content-between gap-2"
    >
      <button
        type="button"
        className="btn btn-outline-primary"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        {pagination.previous}
      </button>
      <span>{fill(pagination.page, { page, pages })}</span>
      <button
        type="button"
        className="btn btn-outline-primary"
        disabled={page >= pages}
        onClick={() => onChange(page + 1)}
      >
        {pagination.next}
      </button>
    </nav>
  );
}
