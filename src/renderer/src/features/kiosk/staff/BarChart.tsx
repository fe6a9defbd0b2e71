import { useEffect, useRef } from 'react';
import uPlot from 'uplot';

const ROW_PX = 30;
const LABEL_PX = 150;
const LABEL_CHARS = 22;
const GREEN = '#0b6e4f';
const TEXT = '#212529';
const FONT = '12px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

const shorten = (label: string): string =>
  label.length > LABEL_CHARS ? `${label.slice(0, LABEL_CHARS - 1)}…` : label;

/**
 * Horizontal bars drawn by uPlot on a canvas: one per label, top to bottom.
 * uPlot's key below the chart is hidden by staff.scss (a word in this source
 * would keep an unused Bootstrap rule in the website's purged stylesheet).
 * Decorative for assistive technology: the table beside it holds the same numbers.
 */
export function BarChart({ labels, values }: { labels: string[]; values: number[] }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const top = Math.max(1, ...values);
    const plot = new uPlot(
      {
        width: Math.max(240, element.clientWidth),
        height: labels.length * ROW_PX + 40,
        cursor: { show: false },
        select: { show: false, left: 0, top: 0, width: 0, height: 0 },
        scales: {
          // Categories run down the side; counts along the bottom, from zero.
          x: { time: false, ori: 1, dir: 1, range: [-0.5, labels.length - 0.5] },
          y: { ori: 0, range: [0, top + Math.ceil(top / 10)] },
        },
        axes: [
          {
            scale: 'x',
            side: 3,
            size: LABEL_PX,
            font: FONT,
            stroke: TEXT,
            grid: { show: false },
            ticks: { show: false },
            splits: () => labels.map((_, index) => index),
            values: (_plot, splits) => splits.map((index) => shorten(labels[index] ?? '')),
          },
          {
            scale: 'y',
            side: 2,
            font: FONT,
            stroke: TEXT,
            // Whole counts only.
            incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 5000, 10000],
            values: (_plot, splits) => splits.map((value) => String(value)),
          },
        ],
        series: [
          {},
          {
            fill: GREEN,
            stroke: GREEN,
            points: { show: false },
            paths: uPlot.paths.bars?.({ size: [0.7, 22] }),
          },
        ],
      },
      [labels.map((_, index) => index), values],
      element,
    );
    return () => plot.destroy();
  }, [labels, values]);

  return <div ref={box} className="bar-chart" aria-hidden="true" />;
}
