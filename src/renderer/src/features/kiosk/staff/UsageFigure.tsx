import { useId, useMemo } from 'react';
import { staffCopies } from '../../../content/staff';
import { useLocale } from '../../../hooks/useCopy';
import { formatNumber } from '../../../lib/format';
import { BarChart } from './BarChart';
import type { UsageRow } from './usageLabels';

/** One measure: a small chart, and the same numbers as a table for screen readers and exact reading. */
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
  const labels = useMemo(() => rows.map((row) => row.label), [rows]);
  const values = useMemo(() => rows.map((row) => row.count), [rows]);
  return (
    <section className="usage-figure card h-100" aria-labelledby={id}>
      <div className="card-body">
        <h3 id={id} className="h6 fw-bold">
          {title}
        </h3>
        {note && <p className="small text-body-secondary mb-2">{note}</p>}
        <BarChart labels={labels} values={values} />
        <table className="table table-sm small mb-0 mt-3" aria-labelledby={id}>
          <thead>
            <tr>
              <th scope="col">{staff.columns.item}</th>
              <th scope="col" className="usage-count">
                {staff.columns.count}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} data-key={row.key}>
                <th scope="row">{row.label}</th>
                <td className="usage-count">{formatNumber(row.count, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
