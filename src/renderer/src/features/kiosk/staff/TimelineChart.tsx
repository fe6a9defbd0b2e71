import { useId } from 'react';
import { staffCopies } from '../../../content/staff';
import { useLocale } from '../../../hooks/useCopy';
import { formatNumber } from '../../../lib/format';

/** One measure over time: its name (legend, column head) and a count per column. */
export interface TimelineSeries {
  key: 'visits' | 'passersBy' | 'reached' | 'presentations';
  name: string;
  values: number[];
}

/**
 * Each measure's colour class, written out: the build's unused-CSS purge keeps
 * only class names it finds in the sources.
 */
const SERIES_CLASS: Record<TimelineSeries['key'], string> = {
  visits: 'timeline-visits',
  passersBy: 'timeline-passers',
  reached: 'timeline-reached',
  presentations: 'timeline-visits',
};

/** Geometry of the drawing, in viewBox units: large type, read from a step back. */
const BAR = 22;
const GAP = 26;
const HEIGHT = 300;
const TOP = 34;
const BOTTOM = 40;
const TEXT = 20;

/**
 * Counts per hour or per day as grouped bars, drawn in SVG from the counts
 * (no chart library), with large numbers over the bars so staff read them at
 * arm's length. The drawing is hidden from assistive technology: the table
 * after it holds the same numbers. Colours come from the theme's variables,
 * so the dark scheme and forced colours apply.
 */
export function TimelineChart({
  title,
  columnHead,
  columns,
  series,
}: {
  title: string;
  columnHead: string;
  columns: string[];
  series: TimelineSeries[];
}) {
  const locale = useLocale();
  const staff = staffCopies[locale];
  const id = useId();
  const top = Math.max(1, ...series.flatMap((one) => one.values));
  const group = series.length * BAR + GAP;
  const width = columns.length * group + GAP;
  const plot = HEIGHT - TOP - BOTTOM;
  const empty = series.every((one) => one.values.every((value) => value === 0));
  return (
    <section className="timeline-chart card mb-4" aria-labelledby={id}>
      <div className="card-body">
        <h3 id={id} className="h5 fw-bold">
          {title}
        </h3>
        {empty ? (
          <p className="text-body-secondary mb-0">{staff.nothingCounted}</p>
        ) : (
          <>
            <ul className="timeline-legend list-unstyled" aria-hidden="true">
              {series.map((one) => (
                <li key={one.key}>
                  <span className={`timeline-swatch ${SERIES_CLASS[one.key]}`} />
                  {one.name}
                </li>
              ))}
            </ul>
            <svg
              className="timeline-drawing"
              viewBox={`0 0 ${width} ${HEIGHT}`}
              style={{ maxInlineSize: `${width * 1.2}px` }}
              aria-hidden="true"
              focusable="false"
            >
              <line
                className="timeline-axis"
                x1={0}
                x2={width}
                y1={HEIGHT - BOTTOM}
                y2={HEIGHT - BOTTOM}
              />
              {columns.map((label, column) => {
                const x = GAP + column * group;
                return (
                  <g key={label}>
                    {series.map((one, index) => {
                      const value = one.values[column] ?? 0;
                      const height = (value / top) * plot;
                      const left = x + index * BAR;
                      return (
                        <g key={one.key} className={SERIES_CLASS[one.key]}>
                          <rect
                            x={left}
                            y={HEIGHT - BOTTOM - height}
                            width={BAR - 2}
                            height={height}
                          />
                          {value > 0 && (
                            <text
                              x={left + BAR / 2}
                              y={HEIGHT - BOTTOM - height - 6}
                              textAnchor="middle"
                              fontSize={TEXT}
                            >
                              {formatNumber(value, locale)}
                            </text>
                          )}
                        </g>
                      );
                    })}
                    <text
                      className="timeline-label"
                      x={x + (series.length * BAR) / 2}
                      y={HEIGHT - 12}
                      textAnchor="middle"
                      fontSize={TEXT}
                    >
                      {label}
                    </text>
                  </g>
                );
              })}
            </svg>
            <table className="visually-hidden" aria-labelledby={id}>
              <thead>
                <tr>
                  <th scope="col">{columnHead}</th>
                  {series.map((one) => (
                    <th key={one.key} scope="col">
                      {one.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {columns.map((label, column) => (
                  <tr key={label}>
                    <th scope="row">{label}</th>
                    {series.map((one) => (
                      <td key={one.key}>{formatNumber(one.values[column] ?? 0, locale)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </div>
    </section>
  );
}
