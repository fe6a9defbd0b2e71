import { useId } from 'react';
import { staffCopies } from '../../../content/staff';
import { useLocale } from '../../../hooks/useCopy';
import { formatNumber } from '../../../lib/format';
import type { UsageRow } from './usageLabels';

/**
 * One measure as a table, each count with a bar beside it, as long as the
 * count is against the largest of the table. The table is the data; the bars
 * are drawn by CSS and hidden from assistive technology, which reads the numbers.
 * Rows of zeros are left out (the CSV keeps them); a table with none says so.
 */
export function UsageFigure({
  title,
  note,
  rows,
}: {
  title: string;
  note?: string;
  rows: UsageRow[];
}) {
  const locale = useLocale();
  const staff = staffCopies[locale];
  const id = useId();
  const counted = rows.filter((row) => row.count > 0);
  const top = Math.max(1, ...counted.map((row) => row.count));
  return (
    <section className="usage-figure card h-100" aria-labelledby={id}>
      <div className="card-body">
        <h3 id={id} className="h6 fw-bold">
          {title}
        </h3>
        {note && <p className="small text-body-secondary mb-2">{note}</p>}
        {counted.length === 0 ? (
          <p className="small text-body-secondary mb-0">{staff.nothingCounted}</p>
        ) : (
          <table className="table table-sm small mb-0" aria-labelledby={id}>
            <thead>
              <tr>
                <th scope="col">{staff.columns.item}</th>
                <th scope="col" className="usage-count">
                  {staff.columns.count}
                </th>
              </tr>
            </thead>
            <tbody>
              {counted.map((row) => (
                <tr key={row.key} data-key={row.key}>
                  <th scope="row">{row.label}</th>
                  <td className="usage-count">
                    <span className="usage-measure">
                      <span className="usage-track" aria-hidden="true">
                        <span
                          className="usage-bar"
                          style={{ inlineSize: `${(row.count / top) * 100}%` }}
                        />
                      </span>
                      {formatNumber(row.count, locale)}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}
