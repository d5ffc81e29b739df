// A small time-series chart (uPlot, loaded when the first chart is drawn: by the console and the
// member's uploads tab only). The figures it draws are also written out beside it, so a chart that
// cannot be drawn (no canvas) hides nothing.
import { useEffect, useRef } from 'react';

export interface ChartSeries {
  label: string;
  values: readonly (number | null)[];
  color: string;
}

const HEIGHT_PX = 180;

export function TimeChart({ title, days, series }: { title: string; days: readonly string[]; series: readonly ChartSeries[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    // No 2D canvas here (a browser without one, a test's DOM): the figures beside it say everything.
    if (!el || typeof CanvasRenderingContext2D === 'undefined') return;
    let chart: { destroy(): void } | null = null;
    let live = true;
    Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')])
      .then(([{ default: UPlot }]) => {
        if (!live) return;
        const xs = days.map((d) => Date.parse(`${d}T00:00:00Z`) / 1000);
        chart = new UPlot(
          {
            width: Math.max(el.clientWidth, 320),
            height: HEIGHT_PX,
            tzDate: (ts: number) => UPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
            series: [{}, ...series.map((s) => ({ label: s.label, stroke: s.color, width: 2 }))],
          },
          [xs, ...series.map((s) => [...s.values])],
          el,
        );
      })
      // Without the chart's module the figures beside it still say everything.
      .catch(() => undefined);
    return () => {
      live = false;
      chart?.destroy();
    };
  }, [days, series]);
  return (
    <figure className="time-chart">
      <figcaption>{title}</figcaption>
      <div ref={box} role="img" aria-label={title} />
    </figure>
  );
}
