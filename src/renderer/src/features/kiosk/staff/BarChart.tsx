import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';

const ROW_PX = 30;
const LABEL_PX = 150;
const AXIS_PX = 32;
const LABEL_CHARS = 22;
const GREEN = '#0b6e4f';
const TEXT = '#212529';
const FONT = '12px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

const shorten = (label: string): string =>
  label.length > LABEL_CHARS ? `${label.slice(0, LABEL_CHARS - 1)}…` : label;

/** uPlot reads the screen's pixel density as it loads: it is loaded when a chart is drawn, not before. */
const loadUPlot = (): Promise<typeof uPlot> => import('uplot').then((module) => module.default);

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
    let plot: uPlot | null = null;
    let gone = false;
    const draw = (UPlot: typeof uPlot): void => {
      if (gone) return;
      plot = new UPlot(
        {
          width: Math.max(240, element.clientWidth),
          // Rows, plus the counts' axis and uPlot's padding.
          height: labels.length * ROW_PX + AXIS_PX + 20,
          cursor: { show: false },
          select: { show: false, left: 0, top: 0, width: 0, height: 0 },
          scales: {
            // Categories run down the side, first on top; counts along the bottom, from zero.
            x: { time: false, ori: 1, dir: -1, range: [-0.5, labels.length - 0.5] },
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
              size: AXIS_PX,
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
              // No outline: a count of zero draws nothing rather than a sliver.
              width: 0,
              points: { show: false },
              paths: UPlot.paths.bars?.({ size: [0.7, 22, 12] }),
            },
          ],
        },
        [labels.map((_, index) => index), values],
        element,
      );
    };
    void loadUPlot().then(draw);
    return () => {
      gone = true;
      plot?.destroy();
    };
  }, [labels, values]);

  return <div ref={box} className="bar-chart" aria-hidden="true" />;
}
